#if !canImport(Combine)
import OpenCombine

/// `combineLatest`'s subscription, with Combine's demand strategy:
///
/// - Every downstream request goes, unchanged, to every upstream that has subscribed and not
///   finished; a request of `.none` is a precondition failure, as in Combine.
/// - Each upstream's latest value is kept. A value that arrives while there is demand and every
///   upstream has a value sends one combination, and the demand the downstream returns goes
///   back to that upstream. A value that arrives without demand, or while a combination is
///   being delivered (re-entrantly from inside `receive(_:)`, or from another thread), only
///   replaces its upstream's latest value: no combination is kept for later.
/// - Finishes when every upstream has finished; fails with the first failure, cancelling the
///   other upstreams.
final class CombineLatestSubscription<Downstream: Subscriber>: CombiningSubscription<Any, Downstream> {
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]
    private var filled = 0

    init(downstream: Downstream, upstreamCount: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.combine = combine
        latest = Array(repeating: nil, count: upstreamCount)
        super.init(downstream: downstream, upstreamCount: upstreamCount)
    }

    override var description: String { "CombineLatest" }

    override func takeKeptValues() -> Any {
        defer {
            latest = Array(repeating: nil, count: latest.count)
            filled = 0
        }
        return latest
    }

    override func request(_ more: Subscribers.Demand) {
        precondition(more > 0, "CombineLatest: a request of .none is not allowed")
        guard lockIfActive() else { return }
        demand += more
        let subscriptions = self.subscriptions
        lock.unlock()
        for subscription in subscriptions { subscription?.request(more) }
    }

    override func receive(_ value: Any, from index: Int) -> Subscribers.Demand {
        guard lockIfActive() else { return .none }
        let replaced = latest[index]
        if replaced == nil { filled += 1 }
        // `.some` explicitly: an `Optional` output that is nil must not read as "no value".
        latest[index] = .some(value)
        guard receiveDepth == 0, demand > 0, filled == latest.count else {
            lock.unlock()
            withExtendedLifetime(replaced) {}
            return .none
        }
        demand -= 1
        let values = latest.map { $0! }
        lock.unlock()
        withExtendedLifetime(replaced) {}
        let more = send(combine(values))
        lock.withLock { if !isTerminal { demand += more } }
        return more
    }

    override func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
        guard lockIfActive() else { return }
        switch completion {
        case .finished:
            let finished = markFinished(index)
            guard allFinished else {
                lock.unlock()
                withExtendedLifetime(finished) {}
                return
            }
            terminateAndUnlock(with: completion) { _ in false }
        case .failure:
            terminateAndUnlock(with: completion) { $0 != index }
        }
    }
}
#endif
