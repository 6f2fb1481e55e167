import CombineGTK

/// What a timer tells the receivers registered on its `events` (seed 004's multicast
/// delegate): several parts of the app can follow one timer without the timer knowing them.
///
/// Calls arrive on the main thread, after the timer's state publishers have sent the new
/// state, so a receiver that reads them sees the state it is told about.
@MainActor
public protocol TimerEvents: AnyObject {
    /// The timer went from stopped to counting.
    func timerDidStart()

    /// The timer stopped counting; `elapsed` includes the sub-second remainder that a resume
    /// continues from.
    func timerDidPause(elapsed: MainContextScheduler.SchedulerTimeType.Stride)

    /// The timer stopped and went back to zero.
    func timerDidReset()
}
