#if !canImport(Combine)
import OpenCombine

/// Merge's buffer: every value waits its turn, in arrival order, so none is lost.
///
/// Memory stays bounded by demand: upstreams are asked only for what the downstream asked
/// for, so at most that much per upstream can pile up.
struct MergeBuffer<Output>: CombiningBuffer {
    private var values = FIFOQueue<Output>()

    static var operatorName: String { "Merge" }

    var isEmpty: Bool { values.isEmpty }

    mutating func receive(_ value: Output, from _: Int, demand _: inout Subscribers.Demand) {
        values.append(value)
    }

    /// Buffered values that the current demand does not cover meet new demand first;
    /// upstreams are asked only for the rest.
    mutating func add(
        _ more: Subscribers.Demand,
        to demand: inout Subscribers.Demand
    ) -> Subscribers.Demand {
        var uncovered = more
        if let unspent = demand.max, let moreCount = more.max, values.count > unspent {
            uncovered = .max(moreCount - min(moreCount, values.count - unspent))
        }
        demand += more
        return uncovered
    }

    mutating func next(demand: inout Subscribers.Demand) -> Output? {
        guard demand > 0, let value = values.popFirst() else { return nil }
        demand -= 1
        return value
    }

    /// Buffered values were asked for; they are still delivered before `.finished`.
    mutating func upstreamsFinished() {}

    mutating func removeAll() {
        values.removeAll()
    }
}
#endif
