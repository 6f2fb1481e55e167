@preconcurrency import OpenCombine
import CGtk

/// A publisher of one GLib signal of one object: each emission becomes one value.
///
/// - No initial value: only emissions after subscription are delivered.
/// - Demand is honoured; an emission that arrives while demand is zero is dropped, like
///   OpenCombine's `NotificationCenter` publisher.
/// - Finishes once when the object is disposed or finalized; finishes at once when the
///   object is already gone, or when it has no such signal (an error naming its type and the
///   signal is logged). Never fails.
/// - Holds neither the object nor its wrapper: only a `GWeakRef`.
/// - `cancel()` disconnects the handler (`g_signal_handler_disconnect`); it is idempotent and
///   nothing is delivered after it, even when called from inside a running handler. Called
///   off the main thread it stops delivery at once and disconnects on the main context.
/// - Subscribe on the main thread; values arrive on the main thread, during the emission.
public struct SignalPublisher<Output>: Publisher {
    public typealias Failure = Never

    let source: WeakObjectReference
    /// The signal name, detail included (`"notify::label"`).
    public let signal: String
    let after: Bool
    let read: (SignalEmission) -> Output

    /// Publishes `signal` of `object`, turning each emission into a value with `read`
    /// (called on the main thread, during the emission). With `after`, the handler runs after
    /// the object's default handler.
    public init(
        object: UnsafeMutablePointer<GObject>,
        signal: String,
        after: Bool = false,
        read: @escaping (SignalEmission) -> Output
    ) {
        self.source = WeakObjectReference(object)
        self.signal = signal
        self.after = after
        self.read = read
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        guard let (subscription, id) = connect({ SignalSubscription(downstream: subscriber, object: $0, read: read) }) else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            return
        }
        subscription.connected(handlerID: id)
        subscriber.receive(subscription: subscription)
    }

    /// Checks the thread, then connects the handler `make` builds for the live object; nil
    /// when the object is gone or has no such signal (an error naming both is logged). What
    /// every way of subscribing shares (`receive(subscriber:)`, `sink`).
    func connect<Handler: SignalHandler>(
        _ make: (UnsafeMutablePointer<GObject>) -> Handler
    ) -> (handler: Handler, id: gulong)? {
        MainThread.check("SignalPublisher(\"\(signal)\").receive(subscriber:)")
        guard let object = source.strongObject() else { return nil }
        defer { g_object_unref(object) }
        let handler = make(object)
        guard let id = SignalConnection.connect(object, signal: signal, after: after, handler: handler) else { return nil }
        return (handler, id)
    }
}
