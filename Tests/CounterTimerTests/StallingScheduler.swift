@preconcurrency import OpenCombine
import CombineGTK
import CombineGTKTesting

/// A `TestScheduler` that can also behave like a main loop that stalls: while stalled, the
/// clock moves but due actions wait, then all run late at once, as GLib dispatches overdue
/// sources when the loop wakes up. It also counts live repeating schedules, so tests can
/// see that a timer does not tick twice or keep ticking after it stopped.
final class StallingScheduler {
    typealias Stride = MainContextScheduler.SchedulerTimeType.Stride

    let test = MainContextScheduler.test
    private(set) var liveRepeatingSchedules = 0
    private var isStalled = false
    private var overdue: [() -> Void] = []

    var now: MainContextScheduler.SchedulerTimeType { test.now }

    var scheduler: AnySchedulerOf<MainContextScheduler> {
        let test = self.test
        return AnyScheduler(
            minimumTolerance: { test.minimumTolerance },
            now: { test.now },
            scheduleImmediately: { [unowned self] options, action in
                test.schedule(options: options, gated(action))
            },
            delayed: { [unowned self] date, tolerance, options, action in
                test.schedule(after: date, tolerance: tolerance, options: options, gated(action))
            },
            interval: { [unowned self] date, interval, tolerance, options, action in
                liveRepeatingSchedules += 1
                let inner = test.schedule(
                    after: date, interval: interval, tolerance: tolerance, options: options, gated(action)
                )
                return AnyCancellable { [weak self] in
                    self?.liveRepeatingSchedules -= 1
                    inner.cancel()
                }
            }
        )
    }

    func advance(by stride: Stride) {
        test.advance(by: stride)
    }

    /// Moves the clock by `stride` with the loop blocked, then runs what became due.
    func stall(for stride: Stride) {
        isStalled = true
        test.advance(by: stride)
        isStalled = false
        let late = overdue
        overdue = []
        late.forEach { $0() }
    }

    private func gated(_ action: @escaping () -> Void) -> () -> Void {
        { [unowned self] in
            if isStalled { overdue.append(action) } else { action() }
        }
    }
}
