import XCTest
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The labels a typed view's setup made, and the id each one's element has now: set by
/// bind, cleared when bind's binding is cancelled (unbind, recycling).
@MainActor
final class BoundLabels {
    private(set) var made: [Label] = []
    private var bound: [ObjectIdentifier: Int] = [:]
    /// What a label shows for an element.
    let text: (Row) -> String

    init(text: @escaping (Row) -> String = \.text) {
        self.text = text
    }

    /// A view's setup.
    func setup() -> Label {
        let label = Label()
        made.append(label)
        return label
    }

    /// A view's bind: the label follows the element's text.
    func bind(_ label: Label, _ row: ValuePublisher<Row>) -> AnyCancellable {
        let binding = row.map(text).bind(to: label.textBinder)
        bound[ObjectIdentifier(label)] = row.cell.value.id
        return AnyCancellable { [weak self] in
            binding.cancel()
            self?.bound[ObjectIdentifier(label)] = nil
        }
    }

    /// Each bound label and the id it shows.
    var rows: [(label: Label, id: Int)] {
        made.compactMap { label in bound[ObjectIdentifier(label)].map { (label, $0) } }
    }

    /// The first bound label that does not show its element's text, or nil.
    func wrongRow(in elements: [Row]) -> String? {
        let elements = Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0) })
        for (label, id) in rows where label.text != elements[id].map(text) {
            return "the label of id \(id) shows \"\(label.text)\", its element is \(elements[id].map { "\"\(text($0))\"" } ?? "gone")"
        }
        return nil
    }
}

/// Emits `activate` on a list, grid or column view (`type`), as GTK does when the user
/// activates the item at `position`.
@MainActor
func emitActivate(_ view: Widget, _ type: GType, position: guint) {
    var values = [GValue](repeating: GValue(), count: 2)
    values.withUnsafeMutableBufferPointer { values in
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], view.objectPointer)
        g_value_init(&values[1], FundamentalType.uint)
        g_value_set_uint(&values[1], position)
        g_signal_emitv(values.baseAddress, g_signal_lookup("activate", type), 0, nil)
        g_value_unset(&values[0])
        g_value_unset(&values[1])
    }
}
