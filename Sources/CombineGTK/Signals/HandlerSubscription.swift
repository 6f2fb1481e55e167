@preconcurrency import OpenCombine
import CGtk

/// What signal and property subscriptions share: one connected GLib handler, the downstream,
/// its demand, and the state machine `connecting → active → finished | cancelled`.
///
/// State changes happen under the lock; calls out to the downstream and into GLib happen
/// after releasing it, so a downstream may request, cancel or emit re-entrantly.
///
/// Every event goes through here, and this class is generic and called through the
/// `SignalHandler` existential, so it runs as unspecialized generic code. Two things cost
/// there and are avoided:
/// - A value of type `Downstream?` needs the metadata of `Optional<Downstream>`, a runtime
///   hash-table lookup each time. So the downstream lives in a cell of its own, initialized
///   exactly while the status is `active`, and is copied or moved out as a plain `Downstream`.
/// - Dynamic exclusivity checks on the stored state (`swift_beginAccess`). The state is only
///   touched with `lock` held, which is what makes the accesses exclusive, so they are
///   `@exclusivity(unchecked)`.
class HandlerSubscription<Downstream: Subscriber>: SignalHandler, Subscription, CustomStringConvertible
where Downstream.Failure == Never {
    enum Status { case active, finished, cancelled }

    let lock = PThreadMutex()
    /// The downstream: initialized while `status == .active`, moved out when it changes.
    private let downstreamCell: UnsafeMutablePointer<Downstream>
    @exclusivity(unchecked) private(set) var demand = Subscribers.Demand.none
    @exclusivity(unchecked) private(set) var status = Status.active
    @exclusivity(unchecked) private var handlerID: gulong = 0
    /// Valid while the handler is connected: GLib invalidates the handler before the object
    /// goes, and that ends the `active` status.
    let object: UnsafeMutablePointer<GObject>

    init(downstream: Downstream, object: UnsafeMutablePointer<GObject>) {
        downstreamCell = .allocate(capacity: 1)
        downstreamCell.initialize(to: downstream)
        self.object = object
    }

    deinit {
        if status == .active { downstreamCell.deinitialize(count: 1) }
        downstreamCell.deallocate()
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

    /// Called after demand was added (by `request`, or returned from `receive`), outside the
    /// lock. Property subscriptions deliver the current value here.
    func demandArrived() {}

    func cancel() {
        lock.lock()
        guard status == .active else {
            lock.unlock()
            return
        }
        status = .cancelled
        let id = handlerID
        handlerID = 0
        let downstream = downstreamCell.move()
        lock.unlock()
        // Released here, after the state change, not under the lock.
        withExtendedLifetime(downstream) {}
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

    override func handlerInvalidated() {
        lock.lock()
        guard status == .active else {
            lock.unlock()
            return
        }
        status = .finished
        handlerID = 0
        let downstream = downstreamCell.move()
        lock.unlock()
        downstream.receive(completion: .finished)
    }

    // MARK: Delivery

    /// Whether the subscription is neither cancelled nor finished: while it is, on the main
    /// thread, `object` is alive (finalizing it invalidates the handler, which ends the status).
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return status == .active
    }

    /// Whether a value would be delivered now: active (so the downstream is there) with
    /// outstanding demand.
    var hasDemand: Bool {
        lock.lock()
        defer { lock.unlock() }
        return status == .active && demand > 0
    }

    /// Sends `value` if there is demand. Returns whether it was sent.
    @discardableResult
    func deliver(_ value: Downstream.Input) -> Bool {
        lock.lock()
        guard status == .active, demand > 0 else {
            lock.unlock()
            return false
        }
        demand -= 1
        let downstream = downstreamCell.pointee
        lock.unlock()
        received(downstream.receive(value))
        return true
    }

    /// Sends `value` if there is demand and `accept` (run under the lock, where it may record
    /// what is sent) agrees. Returns whether it was sent.
    @discardableResult
    func deliver(_ value: Downstream.Input, accept: (Downstream.Input) -> Bool) -> Bool {
        lock.lock()
        guard status == .active, demand > 0, accept(value) else {
            lock.unlock()
            return false
        }
        demand -= 1
        let downstream = downstreamCell.pointee
        lock.unlock()
        received(downstream.receive(value))
        return true
    }

    /// Adds the demand a `receive(_:)` returned: demand arriving, like a request.
    private func received(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.lock()
        let isActive = status == .active
        if isActive { demand += more }
        lock.unlock()
        if isActive { demandArrived() }
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
        guard hasDemand else { return }
        deliver(read(emission))
    }
}
