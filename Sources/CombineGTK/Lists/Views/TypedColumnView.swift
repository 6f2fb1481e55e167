@preconcurrency import OpenCombine
import CGtk

/// A `GtkColumnView` of a `ListStore`'s elements, typed: one row per element, one cell per
/// `TypedColumn`, virtualized like `TypedListView` (put it in a `ScrolledWindow`).
///
/// ```swift
/// let view = TypedColumnView(selection) {
///     TypedColumn("Name", sortedBy: \.name) { Label() } bind: { label, person in
///         person.map(\.name).bind(to: label.textBinder)
///     }
///     TypedColumn("Age", sortedBy: \.age) { Label() } bind: { label, person in
///         person.map { "\($0.age)" }.bind(to: label.textBinder)
///     }
/// }
/// ```
///
/// - Each column's cells are made and bound by its own closures; a cell's binding is
///   cancelled when it is unbound or recycled, so it never shows another element's updates.
/// - When a column sorts (`TypedColumn(_:sortedBy:…)`), clicking its header, or
///   `sortByColumn(column:direction:)`, sorts the rows. The store keeps its order; the view
///   shows it through a `GtkSortListModel`, sorted again after each store update while a
///   column sorts. Positions in the view's model (`activatePublisher`, the selection's
///   `selected`) are then the view's, not the store's: `activatedElementPublisher`, and a
///   `TypedSingleSelection`'s ids, give the element the user saw.
/// - A `TypedSingleSelection` given to it shows its store through the view's sort model
///   from then on: give each column view its own selection.
/// - Main thread only.
public final class TypedColumnView<Element: Equatable>: ColumnView {
    /// A view of `model`'s elements in `columns`, with no selection: a `ListStore`, or a
    /// filtered or sorted model of one (for a selection, see `init(_:columns:)` taking a
    /// `TypedSingleSelection`).
    public convenience init<Model: TypedListModel>(
        _ model: Model, @TypedColumnsBuilder<Element> columns: () -> [TypedColumn<Element>]
    ) where Model.Element == Element {
        precondition(!TypedViewSupport.isSelection(model),
                     "CombineGTK: TypedColumnView shows a TypedSingleSelection, or a model without selection; not a \(model.typeName)")
        self.init(model.storeState, base: model.retainedCPointer(), columns: columns(), select: TypedViewSupport.unselectable)
    }

    /// A view of what `selection` shows (its store, or a filtered or sorted model of it) in
    /// `columns`, where the user selects one row at a time (see `TypedSingleSelection`).
    public convenience init<ID>(_ selection: TypedSingleSelection<Element, ID>, @TypedColumnsBuilder<Element> columns: () -> [TypedColumn<Element>]) {
        let shown = TypedViewSupport.retained(gtk_single_selection_get_model(selection.cPointer())!)
        self.init(selection.selectionState.store, base: shown, columns: columns()) { model in
            selection.selectionState.show(model)
            g_object_unref(gObject(model))
            return selection.retainedCPointer()
        }
    }

    /// `base` is a reference, taken over, to a model of `store`'s items; `select` makes the
    /// selection model of it (sorted by the columns, when one sorts), taking over that
    /// model's reference and returning one of its own.
    private convenience init<ID>(
        _ store: ListStoreState<Element, ID>,
        base: OpaquePointer,
        columns: [TypedColumn<Element>],
        select: (OpaquePointer) -> OpaquePointer
    ) {
        self.init(adopting: gObject(gtk_column_view_new(nil)))
        for column in columns { appendColumn(column) }
        let model = columns.contains { $0.isSortable } ? ColumnSorting.sortedModel(base, of: store, by: cPointer()) : base
        let selection = select(model)
        gtk_column_view_set_model(cPointer(), selection)
        g_object_unref(gObject(selection))
    }

    /// `activate`: the user activated a row (double click, Enter, or a single click with
    /// `singleClickActivate`); publishes the row's element, not its position, whatever the
    /// sort.
    /// - No initial value; finishes when the view is finalized; never fails; main thread.
    public var activatedElementPublisher: SignalPublisher<Element> {
        TypedViewSupport.activatedElements(of: self)
    }

    /// The elements in the order the view shows them (sorted by the sorting column).
    public var shownElements: [Element] {
        let model = gtk_column_view_get_model(cPointer())
        return (0..<g_list_model_get_n_items(model)).compactMap { position in
            let item = g_list_model_get_item(model, position)
            defer { g_object_unref(item) }
            return item.flatMap { ListItemBox<Element>.of($0)?.value }
        }
    }
}
