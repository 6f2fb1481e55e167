import CGtk

/// The user data of a `GtkCustomSorter`'s function, whatever the element type (a C
/// function pointer cannot capture generic parameters).
class SortFunction {
    func order(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> GtkOrdering { GTK_ORDERING_EQUAL }

    /// A new `GtkCustomSorter` (the caller's reference) asking `order(_:_:)`; it holds this
    /// function until it is finalized.
    func makeSorter() -> UnsafeMutablePointer<GtkSorter> {
        let sorter = gtk_custom_sorter_new({ a, b, data in
            // GTK sorts on the main thread, with the items of the model it sorts.
            CallbackData.object(data, as: SortFunction.self).order(a!, b!).rawValue
        }, CallbackData.retained(self), CallbackData.release)
        return UnsafeMutablePointer<GtkSorter>(sorter)!
    }

    /// How items `a` and `b` of a `ListStore<Element, _>` compare by `areInIncreasingOrder`
    /// on their elements (equal for other items, and for elements it does not order).
    static func order<Element>(
        _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, of type: Element.Type, by areInIncreasingOrder: (Element, Element) -> Bool
    ) -> GtkOrdering {
        guard let first = ListItemBox<Element>.of(UnsafeMutableRawPointer(mutating: a))?.value,
              let second = ListItemBox<Element>.of(UnsafeMutableRawPointer(mutating: b))?.value else { return GTK_ORDERING_EQUAL }
        if areInIncreasingOrder(first, second) { return GTK_ORDERING_SMALLER }
        return areInIncreasingOrder(second, first) ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL
    }
}
