/// What a `TypedListView`'s setup makes for one row (a `TypedGridView`'s for an item, a
/// `TypedColumn`'s for a cell): the widget the row shows, and whatever
/// parts its bind needs (a `Label`, or a struct holding a `Box` and the labels in it).
@MainActor
public protocol ListRow {
    /// The widget the row shows.
    var rootWidget: Widget { get }
}

extension Widget: ListRow {
    /// The widget itself: a row that is one widget.
    public var rootWidget: Widget { self }
}
