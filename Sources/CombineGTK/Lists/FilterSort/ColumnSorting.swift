import CGtk

/// How a `TypedColumnView` sorts: each sortable column has a `GtkCustomSorter` comparing
/// its elements, and the view shows its store through a `GtkSortListModel` whose sorter is
/// the view's (`gtk_column_view_get_sorter`), which follows the clicked column headers.
enum ColumnSorting {
    /// A `GtkCustomSorter` (a new reference) ordering `ListStore<Element, _>` items by
    /// `areInIncreasingOrder` on their elements. (The view's sorter reverses it for a
    /// descending sort.)
    static func sorter<Element>(_ areInIncreasingOrder: @escaping (Element, Element) -> Bool) -> UnsafeMutablePointer<GtkSorter> {
        ElementOrder(areInIncreasingOrder).makeSorter()
    }

    /// A `GtkSortListModel` (a new reference) of `base` (a reference to a model of `store`'s
    /// items, taken over) sorted by `view`'s sorter. While a column sorts, each update of the
    /// store sorts it again: a changed element may belong elsewhere now (GTK only places the
    /// inserted items).
    static func sortedModel<Element, ID>(_ base: OpaquePointer, of store: ListStoreState<Element, ID>, by view: OpaquePointer) -> OpaquePointer {
        let sorter = gtk_column_view_get_sorter(view)!
        g_object_ref(sorter)
        // gtk_sort_list_model_new takes over both references.
        let model = gtk_sort_list_model_new(base, sorter)!
        let follower = SortFollower(model)
        store.addObserver(follower)
        SortFollower.key.attach(follower, to: gObject(model))
        return model
    }

    /// A column's fixed order of its elements.
    private final class ElementOrder<Element>: SortFunction {
        let areInIncreasingOrder: (Element, Element) -> Bool

        init(_ areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        override func order(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> GtkOrdering {
            Self.order(a, b, of: Element.self, by: areInIncreasingOrder)
        }
    }

    /// Sorts again after each update of the store, while the view sorts. Qdata of the sort
    /// model (so the model lives while it does).
    private final class SortFollower: ListStoreObserver {
        let model: OpaquePointer

        init(_ model: OpaquePointer) {
            self.model = model
        }

        static let key = ObjectDataKey<SortFollower>("combinegtk-sort-follower")

        func storeWillSplice() {}

        func storeDidSplice(changed: [Int]) {
            // Nil once the model is disposed.
            if let sorter = gtk_sort_list_model_get_sorter(model), gtk_sorter_get_order(sorter) != GTK_SORTER_ORDER_NONE {
                gtk_sorter_changed(sorter, GTK_SORTER_CHANGE_DIFFERENT)
            }
        }
    }
}
