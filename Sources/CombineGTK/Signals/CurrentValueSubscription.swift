@preconcurrency import OpenCombine
import CGtk

/// A subscription to a value an object holds, announced by a signal (`notify::active`,
/// `changed::filter`): the current value as soon as there is demand, then the value at each
/// emission, never the same one twice in a row. What property, settings and action state
/// publishers share.
///
/// A subclass reads the current value in `sendCurrent()` and hands it to `offer(_:token:)`,
/// with the token that tells two values apart (the value itself, or the `Variant` it was
/// read from).
///
/// Like `HandlerSubscription`, this runs as unspecialized generic code on every emission, so
/// it names no type built from its parameters: a `(value, token)?` result or a `Token?`
/// stored property made the runtime look up tuple and `Optional` metadata on each event
/// (some 2,500 instructions of a settings key's 9,000). The last token lives in a cell of
/// its own, initialized once a value has been sent.
class CurrentValueSubscription<Downstream: Subscriber, Token: Equatable>: HandlerSubscription<Downstream>
where Downstream.Failure == Never {
    /// The token of the last value sent: initialized once `hasSent`, changed under the lock.
    private let lastSentCell: UnsafeMutablePointer<Token> = .allocate(capacity: 1)
    @exclusivity(unchecked) private var hasSent = false

    deinit {
        if hasSent { lastSentCell.deinitialize(count: 1) }
        lastSentCell.deallocate()
    }

    /// Reads the object's current value and hands it to `offer(_:token:)`; does nothing when
    /// it cannot be read. Called on the main thread, at each emission and when demand
    /// arrives, and only while the subscription is active, so while `object` is alive; a
    /// value that costs more to read than a lock is read only when `hasDemand`.
    func sendCurrent() {}

    /// The emission does not matter, only the value afterwards: the connection may skip
    /// reading the signal's arguments into `GValue`s.
    override var readsArguments: Bool { false }

    override func handle(_ emission: SignalEmission) {
        sendCurrent()
    }

    /// Sends the current value, on the main thread, if the subscription is still active
    /// there: demand requested on another thread hops to the main context, and by then the
    /// subscription may be cancelled or the object finalized (`object` is not retained).
    override func demandArrived() {
        if MainThread.isCurrent {
            if isActive { sendCurrent() }
        } else {
            let send = UncheckedSendable({ [self] in
                if isActive { sendCurrent() }
            })
            MainContext.invoke { send.value() }
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

    /// Sends `value`, read by `sendCurrent()`, if there is demand and `token` differs from
    /// the last value's.
    final func offer(_ value: Downstream.Input, token: Token) {
        deliver(value) { _ in
            // Under the lock: the value is recorded before the downstream sees it, so a
            // re-entrant emission from inside `receive` does not send it again.
            if hasSent {
                guard token != lastSentCell.pointee else { return false }
                lastSentCell.pointee = token
            } else {
                lastSentCell.initialize(to: token)
                hasSent = true
            }
            return true
        }
    }
}
