@preconcurrency import OpenCombine
import Synchronization

/// What `bind(to:)` subscribes: requests unlimited demand and hands every value to its
/// binder, until cancelled or the upstream completes.
///
/// `Sink` does the same with a lock taken and released around each value; here a value costs
/// one atomic load (~280 → ~40 instructions of the ~6,100 a `subject.bind(to: textBinder)`
/// value costs, most of which are `gtk_label_set_text` and `PassthroughSubject.send`). The
/// subscription is kept under a lock, as `Sink` keeps it: it is set and taken once each.
final class BindingSubscriber<Input>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Failure = Never

    private static var awaiting: UInt8 { 0 }
    private static var subscribed: UInt8 { 1 }
    private static var ended: UInt8 { 2 }

    private let binder: Binder<Input>
    private let status = Atomic<UInt8>(0)
    private let lock = PThreadMutex()
    private var subscription: (any Subscription)?

    init(_ binder: Binder<Input>) {
        self.binder = binder
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard status.load(ordering: .relaxed) == Self.awaiting else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        status.store(Self.subscribed, ordering: .releasing)
        lock.unlock()
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if status.load(ordering: .acquiring) == Self.subscribed {
            binder.on(input)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        _ = end()
    }

    func cancel() {
        end()?.cancel()
    }

    /// Ends the binding; returns the subscription, to be released (or cancelled) after
    /// unlocking.
    private func end() -> (any Subscription)? {
        lock.withLock {
            status.store(Self.ended, ordering: .releasing)
            defer { subscription = nil }
            return subscription
        }
    }
}
