#if !canImport(Combine)
import OpenCombine

/// CombineLatest's buffer: the latest value of each upstream, and the combinations that
/// demand has already paid for.
///
/// A value that arrives with no demand only updates its upstream's latest value; when
/// demand comes, one combination of the latest values is sent. Values are erased to `Any`
/// so one implementation serves every arity; `combine` casts them back.
struct CombineLatestBuffer<Output>: CombiningBuffer {
    private let combine: ([Any]) -> Output
    private var latest: [Any?]
    private var filled = 0
    /// Combinations already paid for with demand: sent even if newer values arrive first,
    /// as Combine sends one combination per upstream value while demand lasts.
    private var ready = FIFOQueue<Output>()
    /// A complete combination changed while there was no demand.
    private var hasPendingCombination = false

    init(upstreamCount: Int, combine: @escaping ([Any]) -> Output) {
        self.combine = combine
        latest = Array(repeating: nil, count: upstreamCount)
    }

    static var operatorName: String { "CombineLatest" }

    var isEmpty: Bool { ready.isEmpty }

    mutating func receive(_ value: Any, from index: Int, demand: inout Subscribers.Demand) {
        if latest[index] == nil {
            filled += 1
        }
        // `.some` explicitly: an `Optional` output that is nil must not read as "no value".
        latest[index] = .some(value)
        guard filled == latest.count else { return }
        if demand > 0 {
            demand -= 1
            ready.append(combined())
        } else {
            hasPendingCombination = true
        }
    }

    /// Combine passes every request through to all upstreams unchanged.
    mutating func add(
        _ more: Subscribers.Demand,
        to demand: inout Subscribers.Demand
    ) -> Subscribers.Demand {
        demand += more
        if hasPendingCombination, demand > 0 {
            demand -= 1
            hasPendingCombination = false
            ready.append(combined())
        }
        return more
    }

    mutating func next(demand _: inout Subscribers.Demand) -> Output? {
        ready.popFirst()
    }

    /// A combination nobody asked for is dropped rather than holding `.finished` back
    /// until demand arrives: completion never waits for demand.
    mutating func upstreamsFinished() {
        hasPendingCombination = false
    }

    mutating func removeAll() {
        ready.removeAll()
        latest = Array(repeating: nil, count: latest.count)
        filled = 0
        hasPendingCombination = false
    }

    private func combined() -> Output {
        combine(latest.map { $0! })
    }
}
#endif
