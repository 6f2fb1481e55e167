@preconcurrency import OpenCombine

/// A scheduler whose clock moves only when a test moves it: view models that take their
/// scheduler as a parameter (`debounce`, `delay`, timers) are tested in virtual time, with no
/// main loop, no display and no sleeping.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// let viewModel = GreeterViewModel(scheduler: scheduler)   // debounces for 0.3 s
/// viewModel.nameChanged("Ada")
/// scheduler.advance(by: .milliseconds(299))   // nothing yet
/// scheduler.advance(by: .milliseconds(1))     // the debounced name arrives
/// ```
///
/// - Actions run only inside ``advance(by:)``, ``advance(to:)`` and ``run(limit:)``, on the
///   calling thread, in the order of their due instants, and actions due at the same instant
///   in the order they were scheduled. The clock reads each action's instant while it runs.
/// - An action scheduled "now" (`schedule(options:_:)`, which `receive(on:)` uses) is due at
///   the current instant: it runs at the next advance, even `advance(by: .zero)`, not at once.
/// - An action scheduled while advancing runs in the same advance when it is due by its end.
/// - A repeating action runs at `after`, `after + interval`, … until its cancellable is
///   cancelled; cancelling is idempotent and nothing cancelled runs afterwards.
/// - Tolerance and options are ignored. Not thread-safe: use it from one thread (the main
///   one, for `@MainActor` view models). CombineGTKTesting's `MainContextScheduler.test` is
///   the one to use where a view model needs `MainContextScheduler`'s own time type.
public final class VirtualTimeScheduler: Scheduler {
    /// No options: virtual time has no priorities.
    public typealias SchedulerOptions = Never

    /// The current instant; only ``advance(by:)``, ``advance(to:)`` and ``run(limit:)`` move it.
    public private(set) var now: SchedulerTimeType

    /// Zero: virtual time is exact.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// The actions not yet run, unordered (few: a test's worth).
    private var pending: [Pending] = []
    private var nextSequence = 0

    private struct Pending {
        var due: SchedulerTimeType
        /// The order of scheduling, which breaks ties between actions due at once.
        var sequence: Int
        let token: Token
        let action: () -> Void
    }

    /// One scheduled action's identity, shared by every run of a repeating one.
    private final class Token {
        var isCancelled = false
    }

    /// A clock starting at `now` (default: instant zero), with nothing scheduled.
    public init(now: SchedulerTimeType = SchedulerTimeType(nanoseconds: 0)) {
        self.now = now
    }

    /// Whether an action (a repeating one included) is waiting to run.
    public var hasPendingActions: Bool { pending.contains { !$0.token.isCancelled } }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, token: Token(), action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: date, token: Token(), action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let token = Token()
        // A non-positive interval would make every advance loop forever at one instant.
        enqueueRepeating(at: date, interval: max(interval, .nanoseconds(1)), token: token, action)
        return AnyCancellable { token.isCancelled = true }
    }

    /// Moves the clock `stride` forward, running every action due by then in order; the
    /// clock then reads `now + stride`. A negative stride runs what is due now and leaves the
    /// clock where it is.
    public func advance(by stride: SchedulerTimeType.Stride = .zero) {
        advance(to: now.advanced(by: max(stride, .zero)))
    }

    /// Moves the clock to `instant`, running every action due by then in order; an instant
    /// in the past runs what is due now and leaves the clock where it is.
    public func advance(to instant: SchedulerTimeType) {
        let end = max(instant, now)
        while let index = nextDue(by: end) {
            let next = pending.remove(at: index)
            now = next.due
            if !next.token.isCancelled { next.action() }
        }
        now = end
    }

    /// Runs every action until none is left, moving the clock to each one's instant; stops
    /// after `limit` actions, so a repeating action that is never cancelled ends too.
    public func run(limit: Int = 100_000) {
        var count = 0
        while count < limit, let index = nextDue(by: nil) {
            let next = pending.remove(at: index)
            now = max(now, next.due)
            if !next.token.isCancelled {
                next.action()
                count += 1
            }
        }
    }

    /// One run of a repeating action, which enqueues the next when it has run. The pending
    /// run holds the scheduler weakly: a scheduler dropped with a repeating action is freed.
    private func enqueueRepeating(
        at due: SchedulerTimeType, interval: SchedulerTimeType.Stride, token: Token, _ action: @escaping () -> Void
    ) {
        enqueue(at: due, token: token) { [weak self] in
            action()
            guard !token.isCancelled, let self else { return }
            enqueueRepeating(at: due.advanced(by: interval), interval: interval, token: token, action)
        }
    }

    private func enqueue(at due: SchedulerTimeType, token: Token, _ action: @escaping () -> Void) {
        // An action due in the past runs at the current instant: the clock never goes back.
        pending.append(Pending(due: max(due, now), sequence: nextSequence, token: token, action: action))
        nextSequence += 1
    }

    /// The index of the earliest pending action due by `end` (any when nil), ties by sequence.
    private func nextDue(by end: SchedulerTimeType?) -> Int? {
        var best: Int?
        for (index, candidate) in pending.enumerated() where end.map({ candidate.due <= $0 }) ?? true {
            guard let current = best else { best = index; continue }
            let chosen = pending[current]
            if (candidate.due, candidate.sequence) < (chosen.due, chosen.sequence) { best = index }
        }
        return best
    }
}
