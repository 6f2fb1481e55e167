#if !canImport(Combine)
import OpenCombine

/// `merge`'s subscription, with Combine's demand strategy:
///
/// - No upstream is asked for anything before the downstream asks: then each is asked for
///   `.unlimited` if the downstream's demand is, `.max(1)` otherwise, and for one more each time
///   one of its values is delivered (at most one value per upstream is ever pending). An
///   upstream that subscribes after the downstream asked is asked at once. So a subscriber that
///   requests `.unlimited` in `receive(subscription:)` leaves each upstream the one request
///   `.unlimited`, as Combine's does.
/// - A value that arrives without demand is kept as its upstream's pending value, replacing
///   an older one (an upstream sending more than it was asked for loses its older values).
///   Demand delivers pending values in upstream order; unlimited demand delivers them all and
///   asks every upstream for `.unlimited`, and later requests are not forwarded.
/// - A request made while a value is being delivered (from inside `receive(_:)`, or from
///   another thread) is added once that delivery returns.
/// - A value is counted against the demand before it is sent, so one sent re-entrantly from
///   inside `receive(_:)` is delivered at once only if demand is left; otherwise it waits.
///   (Combine's Merge counts it after, and so can deliver more than was asked for.)
/// - Finishes when every upstream has finished and no value is pending or on its way; fails
///   with the first failure, cancelling every upstream (the failed one too).
final class MergeSubscription<Downstream: Subscriber>: CombiningSubscription<Downstream.Input, Downstream> {
    private var pending: [Downstream.Input?]
    /// Demand requested while the downstream was in `receive(_:)`.
    private var requestedDuringReceive = Subscribers.Demand.none
    /// Pending values a request has taken and not yet sent: the stream may not finish before.
    private var inFlight = 0
    /// Whether the downstream has asked for anything yet; upstreams are asked only after.
    private var downstreamAsked = false
    /// Upstreams asked for their first value (or `.unlimited`).
    private var asked: [Bool]

    override init(downstream: Downstream, upstreamCount: Int) {
        pending = Array(repeating: nil, count: upstreamCount)
        asked = Array(repeating: false, count: upstreamCount)
        super.init(downstream: downstream, upstreamCount: upstreamCount)
    }

    override var description: String { "Merge" }

    private var hasPending: Bool { pending.contains { $0 != nil } }

    override func takeKeptValues() -> Any {
        defer { pending = Array(repeating: nil, count: pending.count) }
        return pending
    }

    /// With the lock held: finishes if every upstream has and nothing is left to send,
    /// otherwise unlocks.
    private func finishIfDoneAndUnlock() {
        guard !isTerminal, allFinished, !hasPending, inFlight == 0 else { return lock.unlock() }
        terminateAndUnlock(with: .finished) { _ in true }
    }

    override func upstreamSubscribed(_ subscription: Subscription, at index: Int) {
        let first: Subscribers.Demand? = lock.withLock {
            guard downstreamAsked, !asked[index] else { return nil }
            asked[index] = true
            return demand == .unlimited ? .unlimited : .max(1)
        }
        if let first { subscription.request(first) }
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
        downstreamAsked = true
        if more == .unlimited {
            demand = .unlimited
            // Only those subscribed: one that subscribes later is asked then, for `.unlimited`.
            for index in asked.indices where subscriptions[index] != nil { asked[index] = true }
            let values = pending.compactMap { $0 }
            pending = Array(repeating: nil, count: pending.count)
            inFlight += values.count
            let subscriptions = self.subscriptions
            lock.unlock()
            for value in values { _ = send(value) }
            lock.lock()
            inFlight -= values.count
            if allFinished { return finishIfDoneAndUnlock() }
            lock.unlock()
            for subscription in subscriptions { subscription?.request(.unlimited) }
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
        inFlight += delivered.count
        let subscriptions = self.subscriptions
        lock.unlock()
        var returned = Subscribers.Demand.none
        for (_, value) in delivered { returned += send(value) }
        lock.lock()
        inFlight -= delivered.count
        returned += requestedDuringReceive
        requestedDuringReceive = .none
        if !isTerminal { demand += returned }
        if allFinished { return finishIfDoneAndUnlock() }
        // One request per upstream: the top-up for a delivered value, or the first ask.
        var asking = delivered.map { subscriptions[$0.index] }
        for (index, _) in delivered { asked[index] = true }
        for index in asked.indices where !isTerminal && !asked[index] {
            guard let subscription = self.subscriptions[index] else { continue }
            asked[index] = true
            asking.append(subscription)
        }
        let first: Subscribers.Demand = demand == .unlimited ? .unlimited : .max(1)
        lock.unlock()
        for subscription in asking { subscription?.request(first) }
    }

    override func receive(_ value: Downstream.Input, from index: Int) -> Subscribers.Demand {
        guard lockIfActive() else { return .none }
        if demand == .unlimited {
            lock.unlock()
            return send(value)
        }
        guard demand > 0 else {
            let replaced = pending[index]
            pending[index] = value
            lock.unlock()
            withExtendedLifetime(replaced) {}
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
        guard lockIfActive() else { return }
        switch completion {
        case .finished:
            let finished = markFinished(index)
            finishIfDoneAndUnlock()
            withExtendedLifetime(finished) {}
        case .failure:
            terminateAndUnlock(with: completion) { _ in true }
        }
    }
}
#endif
