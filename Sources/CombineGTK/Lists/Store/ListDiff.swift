/// How one collection becomes the next, as `g_list_store_splice` calls: the runs of
/// removals and insertions between the items that stay where they are.
///
/// The items that stay are a longest increasing subsequence of the matched old positions:
/// with unique ids that is a longest common subsequence of the two lists, so no edit
/// script removes or inserts fewer items; of those, the one that leaves the fewest runs. Every other matched item moves (a removal and an
/// insertion of the same item object; `GListStore` has no move). Between two staying items,
/// the removals and the insertions make one splice, so there is one `items-changed` per
/// changed run. When no item moved (the usual case), `ListMatching` finds the same splices
/// on its way and this search is skipped.
///
/// Why not `CollectionDifference` (`difference(from:)`): it is Myers' algorithm, O((N+M)·D)
/// element comparisons, and knows nothing of ids; matching by id is O(N), with a hash
/// lookup only where the two lists stop agreeing.
@usableFromInline
struct ListDiff: Equatable {
    /// One `g_list_store_splice`, in the order they are applied: at `position` of the store
    /// as it is by then (the new list before it, the old one after it), remove `removed`
    /// items and insert the new list's items at `added`.
    @usableFromInline
    struct Splice: Equatable {
        @usableFromInline var position: Int
        @usableFromInline var removed: Int
        @usableFromInline var added: Range<Int>

        @inlinable
        init(position: Int, removed: Int, added: Range<Int>) {
            self.position = position
            self.removed = removed
            self.added = added
        }
    }

    @usableFromInline var splices: [Splice]
    /// Old positions of the items that leave.
    @usableFromInline var removed: [Int]
    /// Old positions of the items removed by one splice and inserted by another.
    @usableFromInline var moved: [Int]

    @inlinable
    init(splices: [Splice], removed: [Int]) {
        self.splices = splices
        self.removed = removed
        self.moved = []
    }

    private enum Fate: UInt8 {
        case removed, moved, stays
    }

    /// `matched[j]` is the old position of the new list's item `j`, or -1 for a new item;
    /// old positions appear at most once.
    @usableFromInline
    init(matched: [Int], oldCount: Int) {
        var fates = [Fate](repeating: .removed, count: oldCount)
        for old in matched where old >= 0 { fates[old] = .moved }
        for old in Self.longestIncreasingSubsequence(matched, oldCount: oldCount) { fates[old] = .stays }
        var splices: [Splice] = []
        var old = 0
        var new = 0
        while old < oldCount || new < matched.count {
            if old < oldCount, new < matched.count, fates[old] == .stays, matched[new] == old {
                old += 1
                new += 1
                continue
            }
            let removedFrom = old
            while old < oldCount, fates[old] != .stays { old += 1 }
            let addedFrom = new
            while new < matched.count, matched[new] < 0 || fates[matched[new]] != .stays { new += 1 }
            splices.append(Splice(position: addedFrom, removed: old - removedFrom, added: addedFrom..<new))
        }
        self.splices = splices
        removed = fates.indices.filter { fates[$0] == .removed }
        moved = fates.indices.filter { fates[$0] == .moved }
    }

    /// The values of a longest strictly increasing subsequence of `values`' non-negative
    /// entries (`values[p]`: the old position of new position `p`, or -1), and among those
    /// the one that leaves the fewest runs: a run is a gap, before the first, between two,
    /// or after the last chosen entry, that is not empty in the old list or the new one.
    ///
    /// Patience sorting, O(K log K), with each entry's fewest breaks so far: from the
    /// entries one level down whose value is smaller (plus one break), or from the entry just
    /// before it when that one is just before it in the old list too (no break). Each level
    /// keeps a stack of the entries worth considering: values falling, breaks rising (a
    /// newer entry with as few breaks serves every query an older one would).
    static func longestIncreasingSubsequence(_ values: [Int], oldCount: Int) -> [Int] {
        var stacks: [[(value: Int, breaks: Int, index: Int)]] = []
        var level = [Int](repeating: -1, count: values.count)
        var breaks = [Int](repeating: 0, count: values.count)
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() where value >= 0 {
            // The level: how many stacks have a newest entry smaller than the value.
            var low = 0
            var high = stacks.count
            while low < high {
                let middle = (low + high) / 2
                if stacks[middle].last!.value < value { low = middle + 1 } else { high = middle }
            }
            var best: (breaks: Int, index: Int)
            if low == 0 {
                best = (index > 0 || value > 0 ? 1 : 0, -1)
            } else {
                // The lowest entry of the stack below whose value is smaller has the fewest breaks.
                let stack = stacks[low - 1]
                var first = 0
                var last = stack.count - 1
                while first < last {
                    let middle = (first + last) / 2
                    if stack[middle].value < value { last = middle } else { first = middle + 1 }
                }
                best = (stack[first].breaks + 1, stack[first].index)
                if index > 0, values[index - 1] == value - 1, level[index - 1] == low - 1, breaks[index - 1] <= best.breaks {
                    best = (breaks[index - 1], index - 1)
                }
            }
            level[index] = low
            breaks[index] = best.breaks
            previous[index] = best.index
            if low == stacks.count { stacks.append([]) }
            while let top = stacks[low].last, top.breaks >= best.breaks { stacks[low].removeLast() }
            stacks[low].append((value, best.breaks, index))
        }
        // The last entry: the fewest breaks, counting the gap after it.
        var end = -1
        var fewest = Int.max
        for index in values.indices where level[index] == stacks.count - 1 && !stacks.isEmpty {
            let total = breaks[index] + (index < values.count - 1 || values[index] < oldCount - 1 ? 1 : 0)
            if total < fewest {
                fewest = total
                end = index
            }
        }
        var result = [Int](repeating: 0, count: stacks.count)
        var position = stacks.count - 1
        while end >= 0 {
            result[position] = values[end]
            position -= 1
            end = previous[end]
        }
        return result
    }
}
