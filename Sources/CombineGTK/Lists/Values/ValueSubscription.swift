@preconcurrency import OpenCombine
import Synchronization

/// The subscriptions every `ValueCell` delivers to (not yet cancelled or finished), so that
/// tests can prove that rows recycled or torn down leave none behind.
enum ValueSubscriptions {
    static let live = Atomic<Int>(0)
}

/// What a `ValueCell` asks of its subscriptions, whatever their downstream.
class AnyValueSubscription: @unchecked Sendable {
    func deliverLatest() {}
    func finish() {}
}

/// One subscriber of a `ValueCell`: `active → finished | cancelled`, demand and the last
/// version sent, under a lock; the downstream is called after unlocking.
final class ValueSubscription<Downstream: Subscriber>: AnyValueSubscription, Subscription, @unchecked Sendable,
    CustomStringConvertible where Downstream.Failure == Never {
    private enum Status { case active, finished, cancelled }

    private let lock = PThreadMutex()
    private var status = Status.active
    private var demand = Subscribers.Demand.none
    private var downstream: Downstream?
    /// Main-thread state: read only there, released when the subscription ends.
    private var cell: ValueCell<Downstream.Input>?
    private var sentVersion: UInt64 = 0

    init(downstream: Downstream, cell: ValueCell<Downstream.Input>) {
        self.downstream = downstream
        self.cell = cell
    }

    var description: String { "ValueSubscription" }

    func request(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.lock()
        guard status == .active else { return lock.unlock() }
        demand += more
        lock.unlock()
        if MainThread.isCurrent {
            deliverLatest()
        } else {
            let subscription = UncheckedSendable(self)
            MainContext.invoke { subscription.value.deliverLatest() }
        }
    }

    override func deliverLatest() {
        while true {
            lock.lock()
            guard status == .active, demand > 0, let cell, let downstream, cell.version != sentVersion else {
                return lock.unlock()
            }
            sentVersion = cell.version
            demand -= 1
            let value = cell.value
            lock.unlock()
            // Demand returned by `receive` may find a value changed while it ran: go round.
            let more = downstream.receive(value)
            guard more > 0 else { return }
            lock.lock()
            if status == .active { demand += more }
            lock.unlock()
        }
    }

    override func finish() {
        lock.lock()
        guard status == .active, let downstream else { return lock.unlock() }
        status = .finished
        self.downstream = nil
        cell = nil
        lock.unlock()
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.lock()
        guard status == .active else { return lock.unlock() }
        status = .cancelled
        let released = (downstream, cell)
        downstream = nil
        cell = nil
        lock.unlock()
        // The cell's list is main-thread state: leave it there.
        guard let cell = released.1 else { return }
        if MainThread.isCurrent {
            cell.remove(self)
        } else {
            let leave = UncheckedSendable({ [self] in cell.remove(self) })
            MainContext.invoke { leave.value() }
        }
        withExtendedLifetime(released) {}
    }
}
