@preconcurrency import OpenCombine
import CGtk

/// The Swift side of the `GtkSignalListItemFactory` of a `TypedListView`, a `TypedGridView` or
/// a `TypedColumn`: `setup` makes a row's (item's, cell's) widgets once, `bind` binds them to
/// the element the row shows, `unbind` cancels that binding (so a recycled row never shows
/// another element's updates), `teardown` lets the row go.
///
/// Its four handlers are owned by the factory's signal closures (released when the factory
/// is finalized, with the view); each row's widgets and binding are qdata of its
/// `GtkListItem` (released at teardown, or when the list item is finalized).
package final class RowFactory<Element, Row: ListRow> {
    let setup: @MainActor () -> Row
    let bind: @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable

    private init(setup: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable) {
        self.setup = setup
        self.bind = bind
    }

    /// A new factory (the caller's reference) calling `setup` and `bind`.
    package static func make(
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let rows = RowFactory(setup: setup, bind: bind)
        for phase in [Phase.setup, .bind, .unbind, .teardown] {
            _ = SignalConnection.connect(gObject(factory), signal: phase.rawValue, handler: Handler(phase, rows))
        }
        return factory
    }

    enum Phase: String {
        case setup, bind, unbind, teardown
    }

    /// One of the factory's signals; its argument is the `GtkListItem`.
    private final class Handler: SignalHandler {
        let phase: Phase
        let rows: RowFactory

        init(_ phase: Phase, _ rows: RowFactory) {
            self.phase = phase
            self.rows = rows
        }

        override func handle(_ emission: SignalEmission) {
            guard let object = emission.objectPointer(0) else { return }
            // Factory signals are emitted on the main thread, by the list view: nothing
            // crosses an isolation boundary, though the compiler cannot see it.
            nonisolated(unsafe) let listItem = OpaquePointer(object), rows = rows
            let phase = phase
            MainActor.assumeIsolated {
                switch phase {
                case .setup: rows.setUp(listItem)
                case .bind: rows.bind(listItem)
                case .unbind: RowState<Row>.of(listItem)?.unbind()
                case .teardown: rows.tearDown(listItem)
                }
            }
        }
    }

    @MainActor
    private func setUp(_ listItem: OpaquePointer) {
        let row = setup()
        RowState(row).attach(to: listItem)
        gtk_list_item_set_child(listItem, row.rootWidget.widgetPointer)
    }

    @MainActor
    private func bind(_ listItem: OpaquePointer) {
        guard let state = RowState<Row>.of(listItem),
              let item = gtk_list_item_get_item(listItem),
              let box = ListItemBox<Element>.of(item) else { return }
        state.unbind()
        state.binding = bind(state.row, ValuePublisher(box))
    }

    @MainActor
    private func tearDown(_ listItem: OpaquePointer) {
        gtk_list_item_set_child(listItem, nil)
        RowState<Row>.detach(from: listItem)
    }
}

/// One row: its widgets, and the binding to the element it shows now.
private final class RowState<Row> {
    let row: Row
    var binding: AnyCancellable?

    init(_ row: Row) {
        self.row = row
    }

    func unbind() {
        let ended = binding
        binding = nil
        ended?.cancel()
    }

    func attach(to listItem: OpaquePointer) {
        rowKey.attach(self, to: gObject(listItem))
    }

    static func of(_ listItem: OpaquePointer) -> RowState? {
        rowKey.value(on: gObject(listItem)) as? RowState
    }

    /// Releases the row (and the binding, if any, is cancelled).
    static func detach(from listItem: OpaquePointer) {
        rowKey.remove(from: gObject(listItem))
    }
}

/// A list item's `RowState`, whatever its row type.
private let rowKey = ObjectDataKey<AnyObject>("combinegtk-list-row")

extension RowFactory where Row == Label {
    /// A new factory (the caller's reference) whose rows are labels reading `text(element)`:
    /// the items of a `TypedDropDown` or of libadwaita's typed combo row.
    @MainActor
    package static func labels(_ text: @escaping (Element) -> String) -> OpaquePointer {
        make { Label() } bind: { label, element in
            element.map(text).bind(to: label.textBinder)
        }
    }
}
