import CGtk

// Filling an empty store (a list's first collection, or the next after it was emptied): every
// element is new, so there is nothing to match. One pass makes the boxes and finds a repeated
// id as it files each box under its id, and one splice hands GTK every item. Matching first,
// as an update does, kept a second table of the new ids to find repeats, and the two tables'
// scattered writes made a 100,000-element fill take 1.7 times the raw splice's time.
extension ListStoreState {
    /// Makes the empty store hold `new`, which is not empty. See `apply(_:)`.
    @inlinable
    func fill(_ new: [Element]) -> Bool {
        // What emptying a store leaves (`apply(_:)`), and a new store starts with.
        assert(boxesByID.isEmpty && slotCount == 0 && freeSlots.isEmpty,
               "CombineGTK: ListStoreState.fill on a store that is not empty: \(boxesByID.count) ids, \(slotCount) slots, \(freeSlots.count) free")
        boxesByID.reserveCapacity(new.count)
        var newBoxes: [Unmanaged<ListItemBox<Element>>] = []
        newBoxes.reserveCapacity(new.count)
        var items: [gpointer?] = []
        items.reserveCapacity(new.count)
        for position in new.indices {
            let element = new[position]
            let box = ListItemBox(element, slot: position)
            newBoxes.append(Unmanaged.passUnretained(box))
            items.append(UnsafeMutableRawPointer(box.item))
            if let first = boxesByID.updateValue(box, forKey: identify(element)) {
                // Found before the undo, which frees the boxes (their items hold them).
                let firstBox = Unmanaged.passUnretained(first).toOpaque()
                let firstPosition = newBoxes.firstIndex { $0.toOpaque() == firstBox } ?? 0
                undoFill(items)
                rejectDuplicate(identify(element), at: firstPosition, position)
                return false
            }
        }
        // No box existed, so the slots are the positions.
        slotCount = new.count
        // The new state first: callbacks made by the splice (items-changed, rows bound) see it.
        elements = new
        boxes = newBoxes
        positionsBySlot = nil
        tellObservers(didSplice: false)
        g_list_store_splice(store, 0, 0, &items, guint(items.count))
        // The store holds the items now; ListItemBox.init's references go.
        for item in items { g_object_unref(item) }
        tellObservers(didSplice: true)
        return true
    }

    /// Drops what a fill that found a repeated id made: the items (each holding its box)
    /// and the table of ids, empty before.
    @usableFromInline
    func undoFill(_ items: [gpointer?]) {
        boxesByID = [:]
        for item in items { g_object_unref(item) }
    }
}
