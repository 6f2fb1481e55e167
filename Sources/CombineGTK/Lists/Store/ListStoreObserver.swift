/// Told around each update's splices: a selection keeps its ids across moves, a filter or
/// sorter looks again at elements whose content changed. Main thread.
protocol ListStoreObserver: AnyObject {
    /// The store's elements are the new ones; the splices come next.
    func storeWillSplice()
    /// The `GListStore` holds the new elements; those at `changed` (positions in the
    /// store) kept their id but changed content, and their publishers have sent it.
    func storeDidSplice(changed: [Int])
}

struct WeakListStoreObserver {
    weak var observer: ListStoreObserver?
}
