@preconcurrency import OpenCombine
import CGtk

/// A `GtkListView` of a `ListStore`'s elements, typed: virtualized (GTK makes widgets for the rows
/// in view, and a few more, and recycles them while scrolling), so put it in a
/// `ScrolledWindow`.
///
/// Rows are made by two closures: `setup` makes a row's widgets once, and `bind` binds them
/// to the `ValuePublisher` of the element the row shows, returning the binding. The binding
/// is cancelled when the row is unbound or recycled, so a row never shows another element's
/// updates; a content change of its element reaches the row through the publisher, with no
/// `items-changed`, so selection, focus and scroll position stay.
///
/// ```swift
/// let view = TypedListView(store) { Label() } bind: { label, person in
///     person.map(\.name).bind(to: label.textBinder)
/// }
/// ```
///
/// It is a `ListView` (GTK's properties and signals are there, `activatePublisher` with
/// positions among them); `activatedElementPublisher` gives elements instead.
public final class TypedListView<Element: Equatable>: ListView {
    /// A view of `model`'s elements: a `ListStore`, a filtered or sorted model of one (no
    /// selection), or a typed selection of any of these (`TypedSingleSelection`,
    /// `TypedMultiSelection`), where the user selects rows.
    public convenience init<Model: TypedListModel, Row: ListRow>(
        _ model: Model,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) where Model.Element == Element {
        let factory = RowFactory<Element, Row>.make(setup: setup, bind: bind)
        // gtk_list_view_new takes over both references.
        self.init(adopting: gObject(gtk_list_view_new(TypedViewSupport.selectionModel(of: model), factory)))
    }

    /// Wraps a `GtkListView` whose model holds `ListStore<Element, _>` items.
    public required init(adopting pointer: UnsafeMutablePointer<GObject>) { super.init(adopting: pointer) }

    /// Wraps a `GtkListView` whose model holds `ListStore<Element, _>` items, taking a
    /// reference.
    public required convenience init(retaining pointer: UnsafeMutablePointer<GObject>) {
        g_object_ref_sink(pointer)
        self.init(adopting: pointer)
    }

    /// `activate`: the user activated a row (double click, Enter, or a single click with
    /// `singleClickActivate`); publishes the row's element, not its position.
    /// - No initial value; finishes when the view is finalized; never fails; main thread.
    public var activatedElementPublisher: SignalPublisher<Element> {
        TypedViewSupport.activatedElements(of: self, model: gtk_list_view_get_model)
    }
}
