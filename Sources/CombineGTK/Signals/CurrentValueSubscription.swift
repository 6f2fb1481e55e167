@preconcurrency import OpenCombine
import CGtk

/// A subscription to a value an object holds, announced by a signal (`notify::active`,
/// `changed::filter`): the current value as soon as there is demand, then the value at each
/// emission, never the same one twice in a row. What property and settings publishers share.
///
/// A subclass says what the current value is (`current()`), with the token that tells two
/// values apart (the value itself, or the `Variant` it was read from).
class CurrentValueSubscription<Downstream: Subscriber, Token: Equatable>: HandlerSubscription<Downstream>
where Downstream.Failure == Never {
    private var lastSent: Token?

    /// The object's current value and its token; nil when it cannot be read (then nothing is
    /// sent). Called on the main thread.
    func current() -> (value: Downstream.Input, token: Token)? { nil }

    override func handle(_ emission: SignalEmission) {
        deliverCurrentValue()
    }

    override func demandArrived() {
        if MainThread.isCurrent {
            deliverCurrentValue()
        } else {
            let deliver = UncheckedSendable({ [self] in deliverCurrentValue() })
            MainContext.invoke { deliver.value() }
        }
    }

    /// Subscribes `subscriber` to the object `source` refers to: `make` builds the
    /// subscription for the live object and names the signal that announces changes (nil,
    /// having logged why, when there is none). When the object is gone, `make` gives nil or
    /// the signal cannot be connected, the subscriber finishes at once. `call` names the
    /// subscribing call for the main-thread check.
    static func subscribe(
        _ subscriber: Downstream,
        to source: WeakObjectReference,
        call: @autoclosure () -> String,
        make: (UnsafeMutablePointer<GObject>) -> (subscription: CurrentValueSubscription, signal: String)?
    ) {
        MainThread.check(call())
        guard let object = source.strongObject() else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            return
        }
        defer { g_object_unref(object) }
        guard let (subscription, signal) = make(object),
              let id = SignalConnection.connect(object, signal: signal, handler: subscription)
        else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            return
        }
        subscription.connected(handlerID: id)
        subscriber.receive(subscription: subscription)
    }

    private func deliverCurrentValue() {
        guard hasDemand, let (value, token) = current() else { return }
        deliver(value) { _ in
            // Under the lock: the value is recorded before the downstream sees it, so a
            // re-entrant emission from inside `receive` does not send it again.
            guard token != lastSent else { return false }
            lastSent = token
            return true
        }
    }
}
