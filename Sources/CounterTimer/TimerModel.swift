@preconcurrency import OpenCombine
import CombineGTK

/// A stopwatch that counts time on a scheduler's clock (seed 003's `TimerModel`).
///
/// - Elapsed time is read from `scheduler.now`, never summed from ticks: a main loop that
///   stalls shows the right time on its next tick, and no second is lost or doubled.
/// - Ticks are aimed at the instants the elapsed time crosses a whole second, so a display
///   changes exactly when the second does, including after a resume from 1.7 s (next tick
///   0.3 s later).
/// - Pausing keeps the sub-second remainder; starting while counting does nothing.
/// - Runs on the main thread: pass `MainContextScheduler.shared` in the app and a
///   `TestScheduler` in tests (`MainContextScheduler.test` from CombineGTKTesting), either
///   as it is or erased (`AnySchedulerOf<MainContextScheduler>`).
@MainActor
public final class TimerModel: TimerModelProtocol {
    public typealias SchedulerTimeType = MainContextScheduler.SchedulerTimeType
    public typealias Stride = SchedulerTimeType.Stride

    public let statePublisher: AnyPublisher<TimerState, Never>
    public let countPublisher: AnyPublisher<Int, Never>
    public let events = TimerEventReceivers()

    /// The current state, as last sent by `statePublisher`.
    public var state: TimerState { stateSubject.value }

    /// The scheduler's clock and repeating schedule, which is all the model uses of it.
    /// Closures rather than combine-schedulers' `AnyScheduler`, so that the app does not
    /// link combine-schedulers, which brings Foundation and FoundationNetworking (libcurl,
    /// OpenSSL) into every process that loads it.
    private let currentTime: () -> SchedulerTimeType
    private let scheduleRepeating: (SchedulerTimeType, Stride, @escaping () -> Void) -> any OpenCombine.Cancellable
    private let stateSubject = CurrentValueSubject<TimerState, Never>(TimerState())
    /// Time counted before the current run began.
    private var banked: Stride = .zero
    /// When the current run began; `nil` while stopped.
    private var runStart: SchedulerTimeType?
    private var ticks: AnyCancellable?

    private static let second = Stride.seconds(1)

    public init<S: Scheduler>(scheduler: S)
    where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == MainContextScheduler.SchedulerOptions {
        currentTime = { scheduler.now }
        scheduleRepeating = { start, interval, action in
            scheduler.schedule(after: start, interval: interval, tolerance: .zero, options: nil, action)
        }
        statePublisher = stateSubject.eraseToAnyPublisher()
        countPublisher = stateSubject
            .map(\.elapsedSeconds)
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    public func start() {
        // A second start would reset `runStart` and drop the time since the first one.
        guard runStart == nil else { return }
        let now = currentTime()
        runStart = now
        let intoSecond = Stride(microseconds: banked.microseconds % Self.second.microseconds)
        let nextWholeSecond = now.advanced(by: Self.second - intoSecond)
        // A repeating schedule aimed at absolute times: each tick lands on a whole second of
        // elapsed time, and a late tick does not push the later ones back.
        ticks = AnyCancellable(
            scheduleRepeating(nextWholeSecond, Self.second) { [weak self] in
                self?.tick()
            }
        )
        update(at: now)
        events.invoke { $0.timerDidStart() }
    }

    public func pause() {
        guard runStart != nil else { return }
        let now = currentTime()
        banked = elapsed(at: now)
        runStart = nil
        stopTicking()
        update(at: now)
        let elapsed = banked
        events.invoke { $0.timerDidPause(elapsed: elapsed) }
    }

    public func reset() {
        banked = .zero
        runStart = nil
        stopTicking()
        update(at: currentTime())
        events.invoke { $0.timerDidReset() }
    }

    private func tick() {
        // A tick already queued when the timer stopped must not revive the display.
        guard runStart != nil else { return }
        update(at: currentTime())
    }

    private func stopTicking() {
        ticks?.cancel()
        ticks = nil
    }

    private func elapsed(at now: SchedulerTimeType) -> Stride {
        guard let runStart else { return banked }
        // A clock that goes backwards (it should not) must not make the display count down.
        return banked + max(.zero, runStart.distance(to: now))
    }

    private func update(at now: SchedulerTimeType) {
        stateSubject.send(TimerState(elapsed: elapsed(at: now), isRunning: runStart != nil))
    }
}
