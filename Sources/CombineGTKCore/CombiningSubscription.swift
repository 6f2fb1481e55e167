#if !canImport(Combine)
import OpenCombine

/// How an N-ary operator holds values until the downstream asks for them: the one thing
/// in which `combineLatest` and `merge` differ.
///
/// Used only under the subscription's lock, so implementations never call out.
protocol CombiningBuffer {
    /// What an upstream child hands over.
    associatedtype Input
    associatedtype Output

    static var operatorName: String { get }

    /// Takes a value from upstream `index`; `demand` is the downstream demand not yet spent.
    mutating func receive(_ value: Input, from index: Int, demand: inout Subscribers.Demand)

    /// Adds downstream demand; returns how much of it to ask every upstream for.
    mutating func add(
        _ more: Subscribers.Demand,
        to demand: inout Subscribers.Demand
    ) -> Subscribers.Demand

    /// The next value to deliver, if one is ready and demand allows it.
    mutating func next(demand: inout Subscribers.Demand) -> Output?

    /// Every upstream has finished: drop what the downstream never asked for.
    mutating func upstreamsFinished()

    /// Nothing is left to deliver.
    var isEmpty: Bool { get }

    mutating func removeAll()
}

/// The subscription behind every N-ary operator: upstream children, downstream demand and
/// serial delivery around a `CombiningBuffer`.
///
/// State changes under the lock; calls to the downstream and to upstreams happen after
/// unlocking, so any of them may call back in (request, cancel, send) on the same thread.
final class CombiningSubscription<Buffer: CombiningBuffer, Downstream: Subscriber>:
    Subscription, CustomStringConvertible where Buffer.Output == Downstream.Input
{
    typealias Failure = Downstream.Failure

    private enum Status {
        case active
        /// The completion is decided and waits only for the buffer to drain.
        case completing(Subscribers.Completion<Failure>)
        /// The completion was sent, or the downstream cancelled.
        case done
    }

    private let lock = PThreadMutex()
    private var status = Status.active
    private var downstream: Downstream?
    private var upstreams: UpstreamSlots
    private var buffer: Buffer
    /// Downstream demand not yet spent.
    private var demand = Subscribers.Demand.none
    /// A subscriber must be called serially: while one thread delivers, values arriving
    /// from other threads, or re-entrantly, only enter the buffer, for that thread to send.
    private var isDelivering = false

    init(downstream: Downstream, upstreamCount: Int, buffer: Buffer) {
        self.downstream = downstream
        self.upstreams = UpstreamSlots(count: upstreamCount)
        self.buffer = buffer
    }

    var description: String { Buffer.operatorName }

    private var isDone: Bool {
        if case .done = status { return true }
        return false
    }

    /// Hands this subscription to the downstream, then lets `subscribeUpstreams` subscribe
    /// the children. In this order an upstream that completes at once (`Empty`, `Fail`)
    /// cannot reach the downstream before its subscription does.
    func start(subscribingUpstreams subscribeUpstreams: (CombiningSubscription) -> Void) {
        lock.withLock { downstream }?.receive(subscription: self)
        lock.lock()
        if case .active = status, upstreams.allFinished {
            // No upstreams at all (an empty `MergeMany`).
            status = .completing(.finished)
            _ = deliverAndUnlock(caller: nil)
            return
        }
        let cancelled = isDone
        lock.unlock()
        if !cancelled {
            subscribeUpstreams(self)
        }
    }

    func child<Input>(
        _ index: Int,
        _ convert: @escaping (Input) -> Buffer.Input
    ) -> CombiningChild<Input, Buffer, Downstream> {
        CombiningChild(parent: self, index: index, convert: convert)
    }

    /// A child for upstreams whose values the buffer takes as they are (merge).
    func child(_ index: Int) -> CombiningChild<Buffer.Input, Buffer, Downstream> {
        child(index) { $0 }
    }

    // MARK: Subscription

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        guard more > 0, !isDone else {
            lock.unlock()
            return
        }
        upstreams.grant(buffer.add(more, to: &demand))
        _ = deliverAndUnlock(caller: nil)
    }

    func cancel() {
        let (subscriptions, released) = lock.withLock {
            () -> ([Subscription], (Downstream?, Buffer)?) in
            if isDone { return ([], nil) }
            status = .done
            let released = (downstream, buffer)
            downstream = nil
            buffer.removeAll()
            return (upstreams.detachAll(), released)
        }
        for subscription in subscriptions {
            subscription.cancel()
        }
        withExtendedLifetime(released) {}
    }

    // MARK: Upstream events

    func receive(subscription: Subscription, from index: Int) {
        lock.lock()
        guard case .active = status, upstreams.attach(subscription, at: index) else {
            lock.unlock()
            subscription.cancel()
            return
        }
        let requests = upstreams.takeRequests()
        lock.unlock()
        _ = requests.send(returningFor: nil)
    }

    func receive(_ value: Buffer.Input, from index: Int) -> Subscribers.Demand {
        lock.lock()
        guard case .active = status, !upstreams.isFinished(index) else {
            lock.unlock()
            return .none
        }
        buffer.receive(value, from: index, demand: &demand)
        return deliverAndUnlock(caller: index)
    }

    func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
        lock.lock()
        guard case .active = status, !upstreams.isFinished(index) else {
            lock.unlock()
            return
        }
        switch completion {
        case .finished:
            let finished = upstreams.finish(index)
            if upstreams.allFinished {
                status = .completing(.finished)
                buffer.upstreamsFinished()
            }
            _ = deliverAndUnlock(caller: nil)
            withExtendedLifetime(finished) {}
        case .failure:
            // The first failure wins: drop everything and stop the other upstreams.
            status = .completing(completion)
            let dropped = buffer
            buffer.removeAll()
            let others = upstreams.detachAll(except: index)
            lock.unlock()
            withExtendedLifetime(dropped) {}
            for subscription in others {
                subscription.cancel()
            }
            lock.lock()
            _ = deliverAndUnlock(caller: nil)
        }
    }

    // MARK: Delivery

    /// Sends what the buffer and the demand allow, then the completion once it is due,
    /// then asks the upstreams for demand granted meanwhile. Called with the lock held;
    /// returns with it released, and with the demand for `caller` (see `send(returningFor:)`).
    private func deliverAndUnlock(caller: Int?) -> Subscribers.Demand {
        guard !isDelivering else {
            // The running delivery sends the values; demand goes upstream now, so that an
            // upstream sending re-entrantly, right after a request, finds it granted.
            let requests = upstreams.takeRequests()
            lock.unlock()
            return requests.send(returningFor: caller)
        }
        isDelivering = true
        var completion: (Downstream, Subscribers.Completion<Failure>)?
        while !isDone {
            if let value = buffer.next(demand: &demand) {
                let more = sendUnlocked(value)
                lock.lock()
                if more > 0, !isDone {
                    upstreams.grant(buffer.add(more, to: &demand))
                }
                continue
            }
            if case .completing(let pending) = status, buffer.isEmpty, let downstream {
                completion = (downstream, pending)
                self.downstream = nil
                status = .done
            }
            break
        }
        isDelivering = false
        let requests = upstreams.takeRequests()
        lock.unlock()
        if let (downstream, pending) = completion {
            downstream.receive(completion: pending)
        }
        return requests.send(returningFor: caller)
    }

    /// A separate function so the downstream reference taken here is released before the
    /// caller locks again: the last release may run a deinit that calls back in.
    private func sendUnlocked(_ value: Downstream.Input) -> Subscribers.Demand {
        guard let target = downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        return target.receive(value)
    }
}

/// Subscribes to upstream `index` of a `CombiningSubscription` and forwards its events.
struct CombiningChild<Input, Buffer: CombiningBuffer, Downstream: Subscriber>: Subscriber,
    CustomStringConvertible where Buffer.Output == Downstream.Input
{
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    let parent: CombiningSubscription<Buffer, Downstream>
    let index: Int
    let convert: (Input) -> Buffer.Input

    var description: String { Buffer.operatorName }

    func receive(subscription: Subscription) {
        parent.receive(subscription: subscription, from: index)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.receive(convert(input), from: index)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.receive(completion: completion, from: index)
    }
}
#endif
