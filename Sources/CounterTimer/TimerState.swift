import CombineGTK

/// A snapshot of a timer: how much time had elapsed when it was taken, and whether the timer
/// is counting.
///
/// `elapsed` is exact (microseconds of the scheduler's clock) at the moment of the snapshot;
/// a running timer takes one at start, at each whole second of elapsed time and at pause,
/// so the whole seconds it shows are always right.
public struct TimerState: Equatable, Sendable {
    public typealias Stride = MainContextScheduler.SchedulerTimeType.Stride

    /// Time counted so far, excluding paused spans.
    public var elapsed: Stride

    /// Whether the timer is counting.
    public var isRunning: Bool

    public init(elapsed: Stride = .zero, isRunning: Bool = false) {
        self.elapsed = elapsed
        self.isRunning = isRunning
    }

    /// Whole seconds of `elapsed`, rounded down: a display shows "00:01" from 1.0 s to
    /// 1.999999 s.
    public var elapsedSeconds: Int {
        Int(max(0, elapsed.microseconds) / 1_000_000)
    }
}
