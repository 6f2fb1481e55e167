/// What the timer's view can tell its view model (Kickstarter-style inputs).
@MainActor
public protocol TimerViewModelInputs: AnyObject {
    /// The Start button was clicked: start or resume counting.
    func start()

    /// The Pause button was clicked: stop counting, keeping the elapsed time.
    func pause()

    /// The Reset button was clicked: stop counting and show 00:00.
    func reset()

    /// Start/pause from one key (Space): pause while counting, start otherwise. The view
    /// keeps no copy of the running state to decide.
    func toggle()
}
