/// How one collection becomes the next, as `g_list_store_splice` calls: the runs of
/// removals and insertions between the items that stay where they are.
///
/// The items that stay are a longest increasing subsequence of the matched old positions:
/// with unique ids that is a longest common subsequence of the two lists, so no edit
/// script removes or inserts fewer items. Every other matched item moves (a removal and an
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
        for old in Self.longestIncreasingSubsequence(matched) { fates[old] = .stays }
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
    /// entries (patience sorting, O(K log K); O(K) when the values are nearly in order, as
    /// they are after a few moves: most take the append path).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        // tails[l]: index in `values` of the smallest tail of an increasing run of length l+1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() where value >= 0 {
            if let last = tails.last, values[last] >= value {
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                tails[low] = index
            } else {
                if let last = tails.last { previous[index] = last }
                tails.append(index)
            }
        }
        var result = [Int](repeating: 0, count: tails.count)
        var index = tails.last ?? -1
        var position = tails.count - 1
        while index >= 0 {
            result[position] = values[index]
            position -= 1
            index = previous[index]
        }
        return result
    }
}
