#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where each element of a new collection was in the old one, by id, in one pass.
///
/// Both lists mostly agree position by position, so each new element is first compared
/// with the old element where the last match left off: bit for bit (the same value, copied:
/// same id, same content, nothing retained), then by id and `==`. Only where they disagree
/// is the id looked up (a hash). While the matched old positions keep increasing (no kept
/// id moved), the splices are found on the way and no claim needs recording: a duplicate
/// id would have to match a position at or before the last one.
///
/// Everything here is inlinable, so it is compiled for the user's element type (see
/// `ListStoreState.specialize()`), and works on buffers: array subscripts would copy each
/// element (retaining what it holds) and check uniqueness on each write.
@usableFromInline
struct ListMatching<Element: Equatable, ID: Hashable> {
    /// Per new position: the old position, or -1 for a new id. Only when a kept id moved
    /// (`inOrder` is nil).
    @usableFromInline var matched: [Int] = []
    @usableFromInline var inserted: [Int] = []
    /// New positions of kept ids whose element changed.
    @usableFromInline var changed: [Int] = []
    /// The splices, when no kept id moved.
    @usableFromInline var inOrder: ListDiff?
    /// An id found twice (then nothing else is meaningful).
    @usableFromInline var duplicate: (id: ID, first: Int, second: Int)?

    @inlinable
    init() {}

    @inlinable
    init(
        new: [Element],
        old: [Element],
        oldBoxes: [Unmanaged<ListItemBox<Element>>],
        boxesByID: [ID: ListItemBox<Element>],
        slotCount: Int,
        identify: (Element) -> ID
    ) {
        self = new.withUnsafeBufferPointer { newElements in
            old.withUnsafeBufferPointer { oldElements in
                Self.scan(newElements, oldElements, oldBoxes: oldBoxes, boxesByID: boxesByID, slotCount: slotCount, identify: identify)
            }
        }
    }

    /// The pass itself, in one function with no closure: what the loop updates stays in
    /// registers (variables captured by a closure live in memory).
    @inlinable
    static func scan(
        _ newElements: UnsafeBufferPointer<Element>,
        _ oldElements: UnsafeBufferPointer<Element>,
        oldBoxes: [Unmanaged<ListItemBox<Element>>],
        boxesByID: [ID: ListItemBox<Element>],
        slotCount: Int,
        identify: (Element) -> ID
    ) -> Self {
        var result = Self()
        let newCount = newElements.count
        let oldCount = oldElements.count
        var splices: [ListDiff.Splice] = []
        var removed: [Int] = []
        // From the first move on: the old position of each new one, and which new position
        // claimed each old one. Until then the splices say it all.
        var matched: [Int]?
        var claimedBy: [Int]?
        var positions: [Int]?
        var insertedAt: [ID: Int] = [:]
        var next = 0
        var lastOld = -1
        // The new position after the last kept element: where a run starts.
        var runStart = 0
        var position = 0
        while position < newCount {
            if matched == nil, position == runStart, next < oldCount {
                // Elements unchanged and in place, as most are: only where they end matters.
                let run = sameRun(oldElements.baseAddress! + next, newElements.baseAddress! + position,
                                  count: min(newCount &- position, oldCount &- next))
                if run > 0 {
                    position &+= run
                    next &+= run
                    lastOld = next &- 1
                    runStart = position
                    continue
                }
            }
            let element = newElements.baseAddress! + position
            let id = identify(element.pointee)
            let found: Int
            if next < oldCount, identify(oldElements[next]) == id {
                found = next
            } else if let box = boxesByID[id] {
                found = Self.position(of: box, in: oldBoxes, after: next, slotCount: slotCount, index: &positions)
            } else {
                if let first = insertedAt.updateValue(position, forKey: id) {
                    result.duplicate = (id, first, position)
                    return result
                }
                result.inserted.append(position)
                position &+= 1
                continue
            }
            if matched == nil, found > lastOld {
                // In order so far: every claim is at or before lastOld.
                if found &- lastOld > 1 || position > runStart {
                    splices.append(.init(position: runStart, removed: found &- lastOld &- 1, added: runStart..<position))
                    removed.append(contentsOf: (lastOld &+ 1)..<found)
                }
                runStart = position &+ 1
            } else {
                if matched == nil {
                    (matched, claimedBy) = Self.claims(before: position, newCount: newCount, oldCount: oldCount,
                                                      inserted: result.inserted, removed: removed)
                }
                if claimedBy![found] >= 0 {
                    result.duplicate = (id, claimedBy![found], position)
                    return result
                }
                claimedBy![found] = position
                matched![position] = found
            }
            if oldElements[found] != element.pointee { result.changed.append(position) }
            lastOld = found
            next = found &+ 1
            position &+= 1
        }
        if let matched {
            result.matched = matched
        } else {
            if lastOld &+ 1 < oldCount || runStart < newCount {
                splices.append(.init(position: runStart, removed: oldCount &- lastOld &- 1, added: runStart..<newCount))
                removed.append(contentsOf: (lastOld &+ 1)..<oldCount)
            }
            result.inOrder = ListDiff(splices: splices, removed: removed)
        }
        return result
    }

    /// At the first move, what the pass skipped recording: the old position of each new one
    /// before `position` (kept ones in order, past the removed ones; -1 for the inserted),
    /// and which new position claimed each old one.
    @usableFromInline
    static func claims(before position: Int, newCount: Int, oldCount: Int, inserted: [Int], removed: [Int]) -> ([Int], [Int]) {
        var matched = [Int](repeating: -1, count: newCount)
        var claimedBy = [Int](repeating: -1, count: oldCount)
        var old = 0
        var nextRemoved = 0
        var nextInserted = 0
        for new in 0..<position {
            if nextInserted < inserted.count, inserted[nextInserted] == new {
                nextInserted += 1
                continue
            }
            while nextRemoved < removed.count, removed[nextRemoved] == old {
                nextRemoved += 1
                old += 1
            }
            matched[new] = old
            claimedBy[old] = new
            old += 1
        }
        return (matched, claimedBy)
    }

    /// The old position of `box`, whose id the old list has but not where expected. Mostly
    /// a little further on (the ids between were removed): looked for there first. Else (a
    /// move) every old box's position is indexed by slot, once per update.
    @inlinable
    static func position(
        of box: ListItemBox<Element>,
        in boxes: [Unmanaged<ListItemBox<Element>>],
        after start: Int,
        slotCount: Int,
        index: inout [Int]?
    ) -> Int {
        let target = Unmanaged.passUnretained(box).toOpaque()
        var position = start
        while position < min(start + 64, boxes.count) {
            if boxes[position].toOpaque() == target { return position }
            position += 1
        }
        if index == nil { index = positionsBySlot(boxes, slotCount: slotCount) }
        return index![box.slot]
    }

    /// The position of each box, by slot.
    @usableFromInline
    static func positionsBySlot(_ boxes: [Unmanaged<ListItemBox<Element>>], slotCount: Int) -> [Int] {
        var positions = [Int](repeating: -1, count: slotCount)
        for (position, box) in boxes.enumerated() {
            positions[box.takeUnretainedValue().slot] = position
        }
        return positions
    }

    /// How many elements from `a` and `b` on (at most `count`) are the same bits: a chunk at
    /// a time through `memcmp` (vectorized), then element by element where a chunk differs.
    @inlinable
    static func sameRun(_ a: UnsafePointer<Element>, _ b: UnsafePointer<Element>, count: Int) -> Int {
        var same = 0
        // Padding bytes between elements need not match: compare whole chunks only without.
        if MemoryLayout<Element>.size == MemoryLayout<Element>.stride, MemoryLayout<Element>.stride > 0 {
            let chunk = max(1, 512 / MemoryLayout<Element>.stride)
            while same &+ chunk <= count, memcmp(a + same, b + same, chunk &* MemoryLayout<Element>.stride) == 0 {
                same &+= chunk
            }
        }
        while same < count, sameBits(a + same, b + same) {
            same &+= 1
        }
        return same
    }

    /// Whether two elements are the same bits: then they are the same value (a copy), with
    /// the same id and content. (Equal values need not be the same bits; those are compared
    /// with `==`.)
    @inlinable @inline(__always)
    static func sameBits(_ a: UnsafePointer<Element>, _ b: UnsafePointer<Element>) -> Bool {
        let size = MemoryLayout<Element>.size
        let a = UnsafeRawPointer(a)
        let b = UnsafeRawPointer(b)
        var offset = 0
        while offset + 8 <= size {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < size {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }
}
