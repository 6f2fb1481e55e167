@preconcurrency import OpenCombine

/// What the timer's view shows (Kickstarter-style outputs).
///
/// Every output sends its current value on subscription, then each change, never the same
/// value twice in a row; none fails or finishes; all send on the main thread.
@MainActor
public protocol TimerViewModelOutputs: AnyObject {
    /// The elapsed time: "00:00" … "59:59", then "1:00:00" and on.
    var timeText: AnyPublisher<String, Never> { get }

    /// Whether the timer is counting.
    var isRunning: AnyPublisher<Bool, Never> { get }

    /// Whether Start can be clicked: while stopped.
    var isStartEnabled: AnyPublisher<Bool, Never> { get }

    /// Whether Pause can be clicked: while counting.
    var isPauseEnabled: AnyPublisher<Bool, Never> { get }

    /// Whether Reset can be clicked: while counting, or stopped with any time elapsed (even
    /// less than the second the display shows).
    var isResetEnabled: AnyPublisher<Bool, Never> { get }
}
