@preconcurrency import OpenCombine

/// A single selection's selected position as Swift says it, an `Int?` (GTK's `selected` is
/// a `guint` with `GTK_INVALID_LIST_POSITION` for none).
extension SingleSelection {
    /// The position of the selected item, or nil when none is. Setting nil unselects, even
    /// when `canUnselect` is false (that property only governs the user's clicks); a
    /// position past the end selects nothing.
    public var selectedIndex: Int? {
        get { ListPosition.index(selected) }
        set { selected = ListPosition.position(newValue, for: "SingleSelection.selectedIndex") }
    }

    /// `notify::selected` as `selectedIndex`; same contract as `selectedPublisher`: current
    /// value first, then every change without duplicates; finishes when the selection is
    /// finalized; main thread. It is GTK's position: when a store update moves the selected
    /// item, it passes through nil between the removal and the insertion (a
    /// `TypedSingleSelection`'s `selectedIDPublisher` follows the element instead).
    public var selectedIndexPublisher: Publishers.Map<PropertyPublisher<Int>, Int?> {
        selectedPublisher.map(ListPosition.index)
    }
}
