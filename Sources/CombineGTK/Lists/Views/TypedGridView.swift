@preconcurrency import OpenCombine
import CGtk

/// A `GtkGridView` of a `ListStore`'s elements, typed: items in a grid, as many per line as
/// fit (`minColumns`, `maxColumns`), virtualized like `TypedListView` (put it in a
/// `ScrolledWindow`).
///
/// Items are made as a `TypedListView`'s rows are: `setup` makes an item's widgets once, and
/// `bind` binds them to the `ValuePublisher` of the element the item shows, returning the
/// binding, which is cancelled when the item is unbound or recycled.
///
/// ```swift
/// let grid = TypedGridView(store) { Label() } bind: { label, photo in
///     photo.map(\.title).bind(to: label.textBinder)
/// }
/// ```
public final class TypedGridView<Element: Equatable>: GridView {
    /// A grid of `model`'s elements: a `ListStore`, a filtered or sorted model of one (no
    /// selection), or a typed selection of any of these (`TypedSingleSelection`,
    /// `TypedMultiSelection`), where the user selects items.
    public convenience init<Model: TypedListModel, Row: ListRow>(
        _ model: Model,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) where Model.Element == Element {
        // gtk_grid_view_new takes over both references.
        let factory = RowFactory<Element, Row>.make(setup: setup, bind: bind)
        self.init(adopting: gObject(gtk_grid_view_new(TypedViewSupport.selectionModel(of: model), factory)))
    }

    /// `activate`: the user activated an item (double click, Enter, or a single click with
    /// `singleClickActivate`); publishes the item's element, not its position.
    /// - No initial value; finishes when the view is finalized; never fails; main thread.
    public var activatedElementPublisher: SignalPublisher<Element> {
        TypedViewSupport.activatedElements(of: self, model: gtk_grid_view_get_model)
    }
}
