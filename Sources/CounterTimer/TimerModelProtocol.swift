@preconcurrency import OpenCombine

/// The timer logic behind `TimerViewModel` (seed 003's `TimerModelProtocol`): the view model
/// only formats what this publishes, so a test or another view model can supply its own.
@MainActor
public protocol TimerModelProtocol: AnyObject {
    /// The timer's state: the current one on subscription, then each new one.
    ///
    /// - Never fails or finishes.
    /// - Sends on the main thread (the scheduler's), synchronously from `start()`, `pause()`,
    ///   `reset()` and from each tick.
    var statePublisher: AnyPublisher<TimerState, Never> { get }

    /// Whole seconds elapsed (0, 1, 2, …): the current value on subscription, then each
    /// change, never the same value twice in a row. Never fails or finishes.
    var countPublisher: AnyPublisher<Int, Never> { get }

    /// Where receivers register for start, pause and reset events.
    var events: TimerEventReceivers { get }

    /// Starts or resumes counting; does nothing while counting.
    func start()

    /// Stops counting, keeping the elapsed time including its sub-second remainder; does
    /// nothing while stopped.
    func pause()

    /// Stops counting and goes back to zero.
    func reset()
}
