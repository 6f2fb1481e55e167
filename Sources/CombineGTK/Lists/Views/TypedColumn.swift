@preconcurrency import OpenCombine
import CGtk

/// A column of a `TypedColumnView`: a title, how its cells are made and bound, and
/// optionally how it sorts.
///
/// Cells are made as a `TypedListView`'s rows are: `setup` makes a cell's widgets once, and
/// `bind` binds them to the `ValuePublisher` of the element of the cell's row, returning the
/// binding, which is cancelled when the cell is unbound or recycled.
///
/// A column made with `sortedBy:` has a clickable header: a click sorts the view by it
/// (ascending, then descending), as `ColumnView.sortByColumn(column:direction:)` does.
///
/// It is a `ColumnViewColumn`: `expand`, `resizable`, `fixedWidth`, `visible` are there.
public final class TypedColumn<Element: Equatable>: ColumnViewColumn {
    /// A column titled `title` that does not sort.
    public convenience init<Row: ListRow>(
        _ title: String,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) {
        let factory = RowFactory<Element, Row>.make(setup: setup, bind: bind)
        // gtk_column_view_column_new takes over the factory's reference.
        self.init(adopting: gObject(gtk_column_view_column_new(title, factory)))
    }

    /// A column titled `title` that sorts its elements by `areInIncreasingOrder`, a strict
    /// weak order (elements it does not order keep their store order).
    public convenience init<Row: ListRow>(
        _ title: String,
        sortedBy areInIncreasingOrder: @escaping (Element, Element) -> Bool,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) {
        self.init(title, setup: setup, bind: bind)
        let sorter = ColumnSorting.sorter(areInIncreasingOrder)
        gtk_column_view_column_set_sorter(cPointer(), sorter)
        g_object_unref(sorter)
    }

    /// A column titled `title` that sorts its elements by `key`.
    public convenience init<Row: ListRow, Key: Comparable>(
        _ title: String,
        sortedBy key: KeyPath<Element, Key>,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) {
        self.init(title, sortedBy: { $0[keyPath: key] < $1[keyPath: key] }, setup: setup, bind: bind)
    }

    /// Whether a click on the header sorts by this column.
    public var isSortable: Bool { gtk_column_view_column_get_sorter(cPointer()) != nil }
}
