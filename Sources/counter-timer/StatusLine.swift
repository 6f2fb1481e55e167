import CombineGTK
import CounterTimer

/// One of the timer's event receivers: a line under the timer saying what it last did. A reset
/// shows "Reset" for a second, then "Ready": a main-actor task, started by the click, sleeps
/// and sets the label on the GLib main loop.
@MainActor
final class StatusLine: TimerEvents {
    static let resetNoticeDuration = Duration.seconds(1)

    /// The label's binder, not the label: the window holds the label, and a binder keeps
    /// reaching it after its Swift wrapper is gone.
    private let text: Binder<String>
    private var notice: Task<Void, Never>?

    init(label: Label) {
        text = label.textBinder
    }

    func timerDidStart() { show(tr("Running", context: "timer status")) }

    func timerDidPause(elapsed: MainContextScheduler.SchedulerTimeType.Stride) {
        let time = TimerViewModel.timeText(forElapsedSeconds: Int(elapsed.seconds))
        // TRANSLATORS: {time} is the time the timer shows, minutes and seconds: "05:42".
        show(tr("Paused at {time}", context: "timer status").replacing("{time}", with: time))
    }

    func timerDidReset() {
        show(tr("Reset", context: "timer status"))
        notice = Task { [weak self] in
            try? await Task.sleep(for: Self.resetNoticeDuration)
            // Cancelled by a later event, perhaps after the sleep ended but before this
            // resumed: either way the notice has been replaced.
            guard !Task.isCancelled else { return }
            self?.show(tr("Ready", context: "timer status"))
        }
    }

    /// Shows `status`, replacing a notice that is still waiting.
    private func show(_ status: String) {
        notice?.cancel()
        notice = nil
        text.on(status)
    }
}
