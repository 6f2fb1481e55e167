import CombineGTK
import CounterTimer

/// One of the timer's event receivers: a line under the timer saying what it last did.
@MainActor
final class StatusLine: TimerEvents {
    private weak var label: Label?

    init(label: Label) {
        self.label = label
    }

    func timerDidStart() { label?.text = "Running" }

    func timerDidPause(elapsed: MainContextScheduler.SchedulerTimeType.Stride) {
        label?.text = "Paused at \(TimerViewModel.timeText(forElapsedSeconds: Int(elapsed.seconds)))"
    }

    func timerDidReset() { label?.text = "Ready" }
}
