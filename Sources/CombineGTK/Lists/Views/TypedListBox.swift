@preconcurrency import OpenCombine
import CGtk

/// A `GtkListBox` bound to a `ListStore`'s elements (or a filtered or sorted model of
/// them) with `gtk_list_box_bind_model`: one row widget per element, made when the element
/// arrives and dropped when it leaves. Not virtualized: for short lists (a settings page,
/// a few dozen rows); use a `TypedListView` for long ones.
///
/// Rows are made as a `TypedListView`'s are: `setup` makes the row's widgets, `bind` binds
/// them to the element's `ValuePublisher` and returns the binding, which lives as long as
/// the row. A content change of the element reaches its row through the publisher, without
/// a new row.
///
/// ```swift
/// let list = TypedListBox(store) { Label() } bind: { label, person in
///     person.map(\.name).bind(to: label.textBinder)
/// }
/// ```
public final class TypedListBox<Element: Equatable>: ListBox {
    /// A list box showing `model`'s elements, a row each.
    public convenience init<Model: TypedListModel, Row: ListRow>(
        _ model: Model,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) where Model.Element == Element {
        self.init(adopting: gObject(gtk_list_box_new()))
        let rows: ListBoxRowMaker = TypedListBoxRowMaker<Element, Row>(setup: setup, bind: bind)
        // bind_model takes a reference of its own to the model, and releases `rows` with it.
        gtk_list_box_bind_model(opaquePointer, model.opaquePointer, { item, data in
            CallbackData.object(data, as: ListBoxRowMaker.self).makeRow(for: item!)
        }, CallbackData.retained(rows), CallbackData.release)
    }

    /// `row-activated`: the user activated a row (a click, or Enter); publishes the row's
    /// element (its content when the row was activated).
    /// - No initial value; finishes when the list box is finalized; never fails; main thread.
    public var activatedElementPublisher: SignalPublisher<Element> {
        signalPublisher("row-activated") { emission in
            guard let row = emission.objectPointer(0),
                  let record = ListBoxRowRecord.key.value(on: row),
                  let box = record.box as? ListItemBox<Element> else {
                preconditionFailure("CombineGTK: TypedListBox<\(Element.self)> shows a row that is not an element of a ListStore<\(Element.self)>")
            }
            return box.value
        }
    }
}

/// The user data of `gtk_list_box_bind_model`'s function, whatever the element type (a C
/// function pointer cannot capture generic parameters).
class ListBoxRowMaker {
    /// A new reference to the row widget for `item`.
    func makeRow(for item: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkWidget>? { nil }
}

private final class TypedListBoxRowMaker<Element, Row: ListRow>: ListBoxRowMaker {
    let setup: @MainActor () -> Row
    let bind: @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable

    init(setup: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable) {
        self.setup = setup
        self.bind = bind
    }

    override func makeRow(for item: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkWidget>? {
        // GTK calls this on the main thread, from the list box's items-changed handler.
        guard let found = ListItemBox<Element>.of(item) else { return nil }
        nonisolated(unsafe) let box = found, maker = self
        let widget = MainActor.assumeIsolated {
            let row = maker.setup()
            let widget = row.rootWidget
            // The record lives on a GtkListBoxRow around the widget, not on the widget: a bind
            // closure holding the widget (its label) would otherwise keep the widget alive
            // through the widget's own qdata. The row is freed when the list box drops it.
            let listBoxRow = (widget as? ListBoxRow) ?? ListBoxRow()
            if listBoxRow !== widget { listBoxRow.child = widget }
            ListBoxRowRecord.key.attach(ListBoxRowRecord(box: box, binding: maker.bind(row, ValuePublisher(box))), to: listBoxRow.objectPointer)
            // GTK's reference (transfer full), taken while the wrapper still holds one.
            return UncheckedSendable(listBoxRow.retainedCPointer() as UnsafeMutablePointer<GObject>)
        }.value
        return UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWidget.self)
    }
}

/// What a row widget of a `TypedListBox` carries: its element's box and its binding
/// (cancelled when the `GtkListBoxRow` around it is finalized, as the list box drops it).
private final class ListBoxRowRecord {
    let box: AnyValueCell
    let binding: AnyCancellable

    init(box: AnyValueCell, binding: AnyCancellable) {
        self.box = box
        self.binding = binding
    }

    static let key = ObjectDataKey<ListBoxRowRecord>("combinegtk-list-box-row")
}
