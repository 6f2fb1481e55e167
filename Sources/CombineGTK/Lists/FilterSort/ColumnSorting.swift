import CGtk

/// How a `TypedColumnView` sorts: each sortable column has a `GtkCustomSorter` comparing
/// its elements, and the view shows its store through a `GtkSortListModel` whose sorter is
/// the view's (`gtk_column_view_get_sorter`), which follows the clicked column headers.
enum ColumnSorting {
    /// A `GtkCustomSorter` (a new reference) ordering `ListStore<Element, _>` items by
    /// `areInIncreasingOrder` on their elements. (The view's sorter reverses it for a
    /// descending sort.)
    static func sorter<Element>(_ areInIncreasingOrder: @escaping (Element, Element) -> Bool) -> UnsafeMutablePointer<GtkSorter> {
        let order = ItemOrder { a, b in
            guard let a = ListItemBox<Element>.of(a)?.value, let b = ListItemBox<Element>.of(b)?.value else { return 0 }
            return areInIncreasingOrder(a, b) ? -1 : areInIncreasingOrder(b, a) ? 1 : 0
        }
        let sorter = gtk_custom_sorter_new({ a, b, order in
            // GTK sorts on the main thread, with the items of the model it sorts.
            Unmanaged<ItemOrder>.fromOpaque(order!).takeUnretainedValue()
                .compare(UnsafeMutableRawPointer(mutating: a!), UnsafeMutableRawPointer(mutating: b!))
        }, Unmanaged.passRetained(order).toOpaque()) { order in
            Unmanaged<ItemOrder>.fromOpaque(order!).release()
        }
        return UnsafeMutableRawPointer(sorter!).assumingMemoryBound(to: GtkSorter.self)
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

    /// A comparison of two items, whatever their element type: what the C sort function
    /// calls.
    private final class ItemOrder {
        let compare: (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32

        init(_ compare: @escaping (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32) {
            self.compare = compare
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
