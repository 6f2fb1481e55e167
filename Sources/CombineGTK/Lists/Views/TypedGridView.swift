/// A `GtkGridView` of a `ListStore`'s elements, typed: items in a grid, as many per line as
/// fit (`minColumns`, `maxColumns`), made by two closures as a `TypedListView`'s rows are
/// (see `TypedFactoryView`). Put it in a `ScrolledWindow`.
///
/// ```swift
/// let grid = TypedGridView(store) { Label() } bind: { label, photo in
///     photo.map(\.title).bind(to: label.textBinder)
/// }
/// ```
public final class TypedGridView<Element: Equatable>: GridView, TypedFactoryView {}
