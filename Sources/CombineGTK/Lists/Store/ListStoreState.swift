@preconcurrency import OpenCombine
import CGtk

/// The Swift side of a `ListStore`: the collection last applied, the box of each of its
/// items, and how a new collection is applied.
///
/// It is qdata of the `GListStore` (released at its finalize), so it lives as long as GTK
/// shows the store, whoever still holds a Swift wrapper. It holds the store itself only as
/// a pointer (the store holds it).
///
/// Main thread only (`ListStore` checks), but not `@MainActor`: a closure made in
/// main-actor code and called through a plain function type checks its executor on every
/// call (Swift 6's dynamic isolation check, ~220 instructions), which per element of a
/// 10,000-element update cost more than the update itself.
@usableFromInline
final class ListStoreState<Element: Equatable, ID: Hashable> {
    @usableFromInline let store: OpaquePointer
    @usableFromInline let identify: (Element) -> ID
    @usableFromInline var elements: [Element] = []
    /// The boxes of `elements`, in order, unretained: `boxesByID` owns them. (Copying the
    /// array on each update then retains nothing.)
    @usableFromInline var boxes: [Unmanaged<ListItemBox<Element>>] = []
    @usableFromInline var boxesByID: [ID: ListItemBox<Element>] = [:]
    /// Slots (`ListItemBox.slot`): how many were ever used, and those free again.
    @usableFromInline var slotCount = 0
    @usableFromInline var freeSlots: [Int] = []
    /// Per slot, the position of its box, made when first asked after an update. Positions
    /// are not kept up to date: an update that inserts near the top shifts nearly all of
    /// them, and writing each into its box cost more than the rest of the update.
    @usableFromInline var positionsBySlot: [Int]?
    @usableFromInline var isUpdating = false
    /// The latest collection given while an update was running (from a callback it made).
    @usableFromInline var pending: [Element]?
    /// `update(_:)`, specialized for `Element` and `ID` (see `specialize()`).
    @usableFromInline var updater: ([Element]) -> Bool = { _ in false }
    private var observers: [WeakListStoreObserver] = []
    /// The subscription of a store made to follow a publisher.
    @usableFromInline var following: AnyCancellable?

    @usableFromInline
    init(store: OpaquePointer, identify: @escaping (Element) -> ID) {
        self.store = store
        self.identify = identify
        updater = { [unowned self] in update($0) }
    }

    /// Identifies by `keyPath`. Made here, not in main-actor code (see above).
    @inlinable
    static func identifying(_ keyPath: KeyPath<Element, ID>) -> (Element) -> ID {
        { $0[keyPath: keyPath] }
    }

    @inlinable
    static func identifyingByID() -> (Element) -> ID where Element: Identifiable, ID == Element.ID {
        { $0.id }
    }

    /// Makes `updater` run `update(_:)` compiled for the caller's `Element` and `ID`: called
    /// from the store's inlinable initializers, in the user's module. In CombineGTK's own
    /// module `update` only exists as generic code, whose every element comparison, id and
    /// copy goes through metadata and witness tables: the first version, generic, took
    /// 3.6 ms for the benchmark's 10,000-element update, where the raw splices take 87 µs.
    @inlinable
    func specialize() {
        updater = { [unowned self] in update($0) }
    }

    var description: String { "ListStore<\(Element.self)>" }

    func box(for id: ID) -> ListItemBox<Element>? {
        boxesByID[id]
    }

    func position(of box: ListItemBox<Element>) -> Int {
        if positionsBySlot == nil {
            positionsBySlot = ListMatching<Element, ID>.positionsBySlot(boxes, slotCount: slotCount)
        }
        return positionsBySlot![box.slot]
    }

    func addObserver(_ observer: ListStoreObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakListStoreObserver(observer: observer))
    }

    /// Tells the observers that the splices come next, or (`didSplice`) that they are
    /// done, with the positions of the elements whose content changed.
    @usableFromInline
    func tellObservers(didSplice: Bool, changed: [Int] = []) {
        for observer in observers {
            if didSplice { observer.observer?.storeDidSplice(changed: changed) } else { observer.observer?.storeWillSplice() }
        }
    }

    // MARK: Updating

    /// Makes the store hold `collection`. See `ListStore.update(_:)`.
    @inlinable
    func update(_ collection: [Element]) -> Bool {
        guard !isUpdating else {
            pending = collection
            return true
        }
        isUpdating = true
        defer { isUpdating = false }
        var accepted = apply(collection)
        while let next = pending {
            pending = nil
            accepted = apply(next)
        }
        return accepted
    }

    @usableFromInline
    func rejectDuplicate(_ id: ID, at first: Int, _ second: Int) {
        Diagnostics.error("\(description): the new collection has the id \(id) twice (at positions \(first) and \(second)); it was not applied, the store keeps its \(elements.count) elements")
    }

    @inlinable
    func apply(_ new: [Element]) -> Bool {
        if elements.isEmpty, !new.isEmpty { return fill(new) }
        let boxes = boxes
        let matching = ListMatching(new: new, old: elements, oldBoxes: boxes, boxesByID: boxesByID,
                                    slotCount: slotCount, identify: identify)
        if let duplicate = matching.duplicate {
            rejectDuplicate(duplicate.id, at: duplicate.first, duplicate.second)
            return false
        }
        var newBoxes: [Unmanaged<ListItemBox<Element>>] = []
        newBoxes.reserveCapacity(new.count)
        // Room for the new ids at once (a fill of 100,000 rehashed the table a dozen times).
        boxesByID.reserveCapacity(boxesByID.count + matching.inserted.count)
        if let inOrder = matching.inOrder {
            // The kept boxes come in runs: copied a run at a time.
            var old = 0
            var kept = 0
            for splice in inOrder.splices {
                let count = splice.position - kept
                newBoxes.append(contentsOf: boxes[old..<(old + count)])
                old += count + splice.removed
                for position in splice.added { newBoxes.append(makeBox(new[position])) }
                kept = splice.added.upperBound
            }
            newBoxes.append(contentsOf: boxes[old...])
        } else {
            for (position, old) in matching.matched.enumerated() {
                newBoxes.append(old >= 0 ? boxes[old] : makeBox(new[position]))
            }
        }
        for position in matching.changed {
            newBoxes[position]._withUnsafeGuaranteedRef { $0.store(new[position]) }
        }
        commit(new, matching: matching, boxes: newBoxes)
        return true
    }

    /// A box for a new id, owned by `boxesByID`.
    @inlinable
    func makeBox(_ element: Element) -> Unmanaged<ListItemBox<Element>> {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = slotCount
            slotCount += 1
        }
        let box = ListItemBox(element, slot: slot)
        boxesByID[identify(element)] = box
        return Unmanaged.passUnretained(box)
    }

    /// The rest of an update, whose work grows with the change rather than the collection:
    /// the splices, and what the elements' publishers are told. Inlinable too: in generic
    /// code each array of boxes made here looked up its type's metadata (~130,000
    /// instructions an update).
    @inlinable
    func commit(_ new: [Element], matching: ListMatching<Element, ID>, boxes newBoxes: [Unmanaged<ListItemBox<Element>>]) {
        let diff = matching.inOrder ?? ListDiff(matched: matching.matched, oldCount: boxes.count)
        // A moved item is removed by one splice and inserted by another: keep it alive.
        var moved: [UnsafeMutablePointer<GObject>] = []
        for old in diff.moved {
            moved.append(g_object_ref(boxes[old].takeUnretainedValue().item).assumingMemoryBound(to: GObject.self))
        }
        var removed: [ListItemBox<Element>] = []
        removed.reserveCapacity(diff.removed.count)
        if new.isEmpty {
            // Emptied: every box goes, and the tables start again (no id looked up).
            for old in diff.removed { removed.append(boxes[old].takeUnretainedValue()) }
            boxesByID = [:]
            freeSlots = []
            slotCount = 0
        } else {
            for old in diff.removed {
                let box = boxes[old].takeUnretainedValue()
                removed.append(box)
                boxesByID[identify(elements[old])] = nil
                freeSlots.append(box.slot)
            }
        }
        // The new state first: callbacks made by the splices (items-changed, rows bound)
        // see it.
        elements = new
        boxes = newBoxes
        positionsBySlot = nil
        tellObservers(didSplice: false)
        var added: [gpointer?] = []
        for splice in diff.splices {
            added.removeAll(keepingCapacity: true)
            for position in splice.added { added.append(UnsafeMutableRawPointer(newBoxes[position].takeUnretainedValue().item)) }
            g_list_store_splice(store, guint(splice.position), guint(splice.removed), &added, guint(added.count))
        }
        // The store holds the new items now; ListItemBox.init's reference goes.
        for position in matching.inserted {
            g_object_unref(newBoxes[position].takeUnretainedValue().item)
        }
        for item in moved { g_object_unref(item) }
        for box in removed { box.end() }
        for position in matching.changed {
            newBoxes[position].takeUnretainedValue().notify()
        }
        tellObservers(didSplice: true, changed: matching.changed)
    }
}
