#if !canImport(Combine)
import OpenCombine

/// `merge`'s subscription, with Combine's demand strategy:
///
/// - Each upstream is asked for `.max(1)` as it subscribes (`.unlimited` once the downstream
///   demand is), and for one more each time one of its values is delivered: at most one value
///   per upstream is ever pending.
/// - A value that arrives without demand is kept as its upstream's pending value, replacing
///   an older one (an upstream sending more than it was asked for loses its older values).
///   Demand delivers pending values in upstream order; unlimited demand delivers them all and
///   asks every upstream for `.unlimited`, and later requests are not forwarded.
/// - A request made from inside the downstream's `receive(_:)` is added after it returns.
/// - Finishes when every upstream has finished and no value is pending; fails with the first
///   failure, cancelling every upstream (the failed one too).
final class MergeSubscription<Downstream: Subscriber>: CombiningSubscription<Downstream.Input, Downstream> {
    private var pending: [Downstream.Input?]
    /// Demand requested while the downstream was in `receive(_:)`.
    private var requestedDuringReceive = Subscribers.Demand.none

    override init(downstream: Downstream, upstreamCount: Int) {
        pending = Array(repeating: nil, count: upstreamCount)
        super.init(downstream: downstream, upstreamCount: upstreamCount)
    }

    override var description: String { "Merge" }

    private var hasPending: Bool { pending.contains { $0 != nil } }

    override func upstreamSubscribed(_ subscription: Subscription, at index: Int) {
        let unlimited = lock.withLock { demand == .unlimited }
        subscription.request(unlimited ? .unlimited : .max(1))
    }

    override func request(_ more: Subscribers.Demand) {
        lock.lock()
        guard !isTerminal, more > 0, demand != .unlimited else {
            lock.unlock()
            return
        }
        guard receiveDepth == 0 else {
            requestedDuringReceive += more
            lock.unlock()
            return
        }
        if more == .unlimited {
            demand = .unlimited
            let values = pending.compactMap { $0 }
            pending = Array(repeating: nil, count: pending.count)
            let finished = allFinished
            let subscriptions = self.subscriptions
            lock.unlock()
            for value in values { _ = send(value) }
            if finished {
                lock.lock()
                guard !isTerminal else { return lock.unlock() }
                terminateAndUnlock(with: .finished) { _ in true }
            } else {
                for subscription in subscriptions { subscription?.request(.unlimited) }
            }
            return
        }
        demand += more
        var delivered: [(index: Int, value: Downstream.Input)] = []
        for index in pending.indices where demand > 0 {
            guard let value = pending[index] else { continue }
            pending[index] = nil
            demand -= 1
            delivered.append((index, value))
        }
        let finishes = allFinished && !hasPending
        let subscriptions = self.subscriptions
        lock.unlock()
        var returned = Subscribers.Demand.none
        for (_, value) in delivered { returned += send(value) }
        lock.lock()
        returned += requestedDuringReceive
        requestedDuringReceive = .none
        if finishes {
            guard !isTerminal else { return lock.unlock() }
            terminateAndUnlock(with: .finished) { _ in true }
            return
        }
        if !isTerminal { demand += returned }
        lock.unlock()
        for (index, _) in delivered { subscriptions[index]?.request(.max(1)) }
    }

    override func receive(_ value: Downstream.Input, from index: Int) -> Subscribers.Demand {
        lock.lock()
        guard !isTerminal else {
            lock.unlock()
            return .none
        }
        if demand == .unlimited {
            lock.unlock()
            return send(value)
        }
        guard demand > 0 else {
            pending[index] = value
            lock.unlock()
            return .none
        }
        // Spent before sending: a value sent re-entrantly from inside `receive` must find it spent.
        demand -= 1
        lock.unlock()
        let more = send(value)
        lock.withLock {
            demand += more + requestedDuringReceive
            requestedDuringReceive = .none
        }
        return .max(1)
    }

    override func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
        lock.lock()
        guard !isTerminal else {
            lock.unlock()
            return
        }
        switch completion {
        case .finished:
            finishedCount += 1
            let finished = subscriptions[index]
            subscriptions[index] = nil
            guard allFinished, !hasPending else {
                lock.unlock()
                withExtendedLifetime(finished) {}
                return
            }
            terminateAndUnlock(with: completion) { _ in true }
        case .failure:
            pending = Array(repeating: nil, count: pending.count)
            terminateAndUnlock(with: completion) { _ in true }
        }
    }
}
#endif
