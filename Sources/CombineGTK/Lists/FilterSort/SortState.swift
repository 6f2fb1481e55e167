import CGtk

/// The Swift side of a `TypedSortListModel`'s `GtkCustomSorter`: the order GTK asks about
/// pairs of items. An element whose content changes (no splice: GTK does not place it
/// again) has the whole model sorted again, which for a model still nearly in order costs
/// about one comparison per element (GTK's sort is a TimSort).
///
/// The user data of the sorter's function (released by its destroy notify, with the
/// subscription to the criteria). Main thread only.
final class SortState<Element: Equatable, ID: Hashable>: SortFunction, ListStoreObserver {
    /// Nil until the first criterion: the order of the model under it.
    private var areInIncreasingOrder: ((Element, Element) -> Bool)?
    /// The `GtkCustomSorter` (which holds this state).
    private var sorter: UnsafeMutablePointer<GtkSorter>?
    var following: AnyCancellable?

    override private init() {}

    /// A new `GtkCustomSorter` (the caller's reference) asking a new state.
    static func makeSorter(store: ListStoreState<Element, ID>) -> (sorter: UnsafeMutablePointer<GtkSorter>, state: SortState) {
        let state = SortState()
        state.sorter = state.makeSorter()
        store.addObserver(state)
        return (state.sorter!, state)
    }

    override func order(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> GtkOrdering {
        guard let areInIncreasingOrder else { return GTK_ORDERING_EQUAL }
        return Self.order(a, b, of: Element.self, by: areInIncreasingOrder)
    }

    /// Sorts by `areInIncreasingOrder` from now on, telling GTK how it compares with the
    /// last one (nil: the same order).
    func apply(_ areInIncreasingOrder: @escaping (Element, Element) -> Bool, change: SorterChange?) {
        self.areInIncreasingOrder = areInIncreasingOrder
        if let change, let sorter { gtk_sorter_changed(sorter, change.gtkValue) }
    }

    // MARK: ListStoreObserver

    func storeWillSplice() {}

    func storeDidSplice(changed: [Int]) {
        guard !changed.isEmpty, areInIncreasingOrder != nil, let sorter else { return }
        gtk_sorter_changed(sorter, GTK_SORTER_CHANGE_DIFFERENT)
    }
}
