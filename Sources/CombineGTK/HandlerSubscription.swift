@preconcurrency import OpenCombine
import CGtk

/// What signal and property subscriptions share: one connected GLib handler, the downstream,
/// its demand, and the state machine `connecting → active → finished | cancelled`.
///
/// State changes happen under the lock; calls out to the downstream and into GLib happen
/// after releasing it, so a downstream may request, cancel or emit re-entrantly.
class HandlerSubscription<Downstream: Subscriber>: Subscription, SignalHandler, CustomStringConvertible
where Downstream.Failure == Never {
    enum Status { case active, finished, cancelled }

    let lock = Lock()
    private(set) var downstream: Downstream?
    private(set) var demand = Subscribers.Demand.none
    private(set) var status = Status.active
    private var handlerID: gulong = 0
    /// Valid while the handler is connected: GLib invalidates the handler before the object
    /// goes, and that ends the `active` status.
    let object: UnsafeMutablePointer<GObject>

    init(downstream: Downstream, object: UnsafeMutablePointer<GObject>) {
        self.downstream = downstream
        self.object = object
    }

    var description: String { "\(Self.self)" }

    func connected(handlerID: gulong) {
        lock.withLock { self.handlerID = handlerID }
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        // Combine calls a zero request a programming error; adding nothing is the harmless reading.
        guard demand > 0 else { return }
        let isActive: Bool = lock.withLock {
            guard status == .active else { return false }
            self.demand += demand
            return true
        }
        if isActive { demandArrived() }
    }

    /// Called after demand was added, outside the lock. Property subscriptions deliver the
    /// current value here.
    func demandArrived() {}

    func cancel() {
        let id: gulong = lock.withLock {
            guard status == .active else { return 0 }
            status = .cancelled
            downstream = nil
            defer { handlerID = 0 }
            return handlerID
        }
        guard id != 0 else { return }
        if MainThread.isCurrent {
            g_signal_handler_disconnect(object, id)
        } else {
            // The handler can only be running on the main thread; disconnect there. The
            // closure keeps the subscription (and so the object pointer's owner) alive.
            let disconnect = UncheckedSendable({ [self] in
                if g_signal_handler_is_connected(object, id) != 0 {
                    g_signal_handler_disconnect(object, id)
                }
            })
            MainContext.invoke { disconnect.value() }
        }
    }

    // MARK: SignalHandler

    func handle(_ emission: SignalEmission) {}

    func handlerInvalidated() {
        let downstream: Downstream? = lock.withLock {
            guard status == .active else { return nil }
            status = .finished
            handlerID = 0
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: .finished)
    }

    // MARK: Delivery

    /// The downstream, if it is active and has demand.
    var downstreamWithDemand: Downstream? {
        lock.withLock { status == .active && demand > 0 ? downstream : nil }
    }

    /// Sends `value` if there is demand; `accept` (run under the lock) may still veto it, and
    /// records what was sent. Returns whether it was sent.
    @discardableResult
    func deliver(_ value: Downstream.Input, accept: (Downstream.Input) -> Bool = { _ in true }) -> Bool {
        let downstream: Downstream? = lock.withLock {
            guard status == .active, demand > 0, let downstream = self.downstream, accept(value) else { return nil }
            demand -= 1
            return downstream
        }
        guard let downstream else { return false }
        let more = downstream.receive(value)
        if more > 0 {
            lock.withLock { if status == .active { demand += more } }
        }
        return true
    }
}

/// The signal subscription: each emission, read into a value, is delivered if demand allows.
final class SignalSubscription<Downstream: Subscriber>: HandlerSubscription<Downstream>
where Downstream.Failure == Never {
    private let read: (SignalEmission) -> Downstream.Input

    init(downstream: Downstream, object: UnsafeMutablePointer<GObject>, read: @escaping (SignalEmission) -> Downstream.Input) {
        self.read = read
        super.init(downstream: downstream, object: object)
    }

    override func handle(_ emission: SignalEmission) {
        // Read the emission only when it will be delivered: reading may allocate.
        guard downstreamWithDemand != nil else { return }
        deliver(read(emission))
    }
}
