#if !canImport(Combine)
import OpenCombine

/// The subscription behind every N-ary operator (`combineLatest`, `merge`): one slot per
/// upstream, the downstream demand, and the life `active → terminal`. Subclasses decide what
/// a value, a request and a completion do (`CombineLatestSubscription`, `MergeSubscription`).
///
/// As in Combine, the upstreams are subscribed first and the downstream gets its subscription
/// after; a completion that arrives before then waits for it. Calls to the downstream are
/// serialized by a recursive lock: another thread waits, while the same thread may call back
/// in (a subscriber that sends into an upstream from `receive(_:)`). No value follows the
/// completion, even one that was on its way on another thread.
///
/// Unlike Combine, the downstream, and any value kept for it, is released as soon as the
/// subscription ends (cancel, the completion): Combine keeps them until the subscription
/// itself goes.
class CombiningSubscription<Input, Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    /// Guards the state below. Never held while calling out.
    let lock = PThreadMutex()
    private let downstreamLock = PThreadMutex(recursive: true)
    private var downstream: Downstream?
    /// The upstreams' subscriptions; nil before one arrives, and after it finished or ended.
    var subscriptions: [Subscription?]
    var finishedCount = 0
    var demand = Subscribers.Demand.none
    /// Cancelled, failed or finished: nothing more reaches the downstream.
    private(set) var isTerminal = false
    /// How deep in `downstream.receive(_:)` calls we are.
    private(set) var receiveDepth = 0
    private var isEstablished = false
    private var pendingCompletion: Subscribers.Completion<Failure>?

    init(downstream: Downstream, upstreamCount: Int) {
        self.downstream = downstream
        subscriptions = Array(repeating: nil, count: upstreamCount)
    }

    var description: String { "" }

    var upstreamCount: Int { subscriptions.count }
    var allFinished: Bool { finishedCount == upstreamCount }

    /// Lets `subscribeUpstreams` subscribe the children, then hands this subscription to the
    /// downstream, then sends a completion that came in meanwhile (`Empty`, `Fail`).
    func start(subscribingUpstreams subscribeUpstreams: (CombiningSubscription) -> Void) {
        subscribeUpstreams(self)
        if let downstream = lock.withLock({ downstream }) {
            downstreamLock.lock()
            downstream.receive(subscription: self)
            downstreamLock.unlock()
        }
        let completion: Subscribers.Completion<Failure>? = lock.withLock {
            isEstablished = true
            defer { pendingCompletion = nil }
            return pendingCompletion
        }
        if let completion { sendCompletion(completion) }
    }

    func child<UpstreamOutput>(
        _ index: Int,
        _ convert: @escaping (UpstreamOutput) -> Input
    ) -> CombiningChild<UpstreamOutput, Input, Downstream> {
        CombiningChild(parent: self, index: index, convert: convert)
    }

    /// A child for upstreams whose values are handed over as they are (merge).
    func child(_ index: Int) -> CombiningChild<Input, Input, Downstream> {
        child(index) { $0 }
    }

    // MARK: What subclasses decide

    func request(_ demand: Subscribers.Demand) {}

    /// Upstream `index` has sent its subscription, now stored.
    func upstreamSubscribed(_ subscription: Subscription, at index: Int) {}

    func receive(_ value: Input, from index: Int) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>, from index: Int) {}

    /// Empties what the subclass keeps for the downstream (latest or pending values), under
    /// the lock; returns it so that it is released after unlocking (a value's deinit may
    /// call back in).
    func takeKeptValues() -> Any { () }

    // MARK: Shared mechanics

    /// Takes the lock and returns true while the subscription is active; otherwise leaves it
    /// unlocked and returns false.
    func lockIfActive() -> Bool {
        lock.lock()
        guard isTerminal else { return true }
        lock.unlock()
        return false
    }

    /// Marks upstream `index` finished, with the lock held. Its subscription is returned to
    /// be released after unlocking.
    func markFinished(_ index: Int) -> Subscription? {
        finishedCount += 1
        defer { subscriptions[index] = nil }
        return subscriptions[index]
    }

    func cancel() {
        let (subscriptions, released) = lock.withLock { () -> ([Subscription?], (Downstream?, Any)) in
            isTerminal = true
            pendingCompletion = nil
            defer {
                self.subscriptions = Array(repeating: nil, count: upstreamCount)
                downstream = nil
            }
            return (self.subscriptions, (downstream, takeKeptValues()))
        }
        for subscription in subscriptions { subscription?.cancel() }
        withExtendedLifetime(released) {}
    }

    func receive(subscription: Subscription, from index: Int) {
        lock.lock()
        guard !isTerminal, subscriptions[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        subscriptions[index] = subscription
        lock.unlock()
        upstreamSubscribed(subscription, at: index)
    }

    /// Ends the subscription with the lock held (it returns unlocked): marks it terminal,
    /// empties the slots, cancels `cancelling` of them, and sends `completion` once the
    /// downstream has its subscription.
    func terminateAndUnlock(with completion: Subscribers.Completion<Failure>, cancelling: (Int) -> Bool) {
        isTerminal = true
        let subscriptions = self.subscriptions
        self.subscriptions = Array(repeating: nil, count: upstreamCount)
        let kept = takeKeptValues()
        let established = isEstablished
        if !established { pendingCompletion = completion }
        lock.unlock()
        withExtendedLifetime(kept) {}
        for (index, subscription) in subscriptions.enumerated() where cancelling(index) {
            subscription?.cancel()
        }
        if established { sendCompletion(completion) }
    }

    /// Sends `value`, outside the state lock; returns the downstream's demand.
    func send(_ value: Downstream.Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ () -> Downstream? in
            guard let downstream, !isTerminal else { return nil }
            receiveDepth += 1
            return downstream
        }) else { return .none }
        downstreamLock.lock()
        // Another thread may have sent the completion while this one waited for the lock.
        let more = lock.withLock { isTerminal } ? .none : downstream.receive(value)
        downstreamLock.unlock()
        lock.withLock { receiveDepth -= 1 }
        return more
    }

    private func sendCompletion(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream = lock.withLock({ () -> Downstream? in
            defer { self.downstream = nil }
            return self.downstream
        }) else { return }
        downstreamLock.lock()
        downstream.receive(completion: completion)
        downstreamLock.unlock()
    }
}

/// Subscribes to upstream `index` of a `CombiningSubscription` and forwards its events.
struct CombiningChild<UpstreamOutput, Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    let parent: CombiningSubscription<Input, Downstream>
    let index: Int
    let convert: (UpstreamOutput) -> Input

    var description: String { parent.description }

    func receive(subscription: Subscription) {
        parent.receive(subscription: subscription, from: index)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        parent.receive(convert(input), from: index)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.receive(completion: completion, from: index)
    }
}
#endif
