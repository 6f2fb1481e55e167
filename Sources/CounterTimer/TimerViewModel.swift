@preconcurrency import OpenCombine
import CombineGTK

/// The timer screen of seed 003: Start, Pause and Reset buttons and an elapsed-time label.
///
/// It only forwards inputs to a `TimerModelProtocol` and formats the model's state; every
/// output is derived from the model's single state publisher, so outputs never disagree.
/// See `TimerViewModelOutputs` for the publishers' contract.
@MainActor
public final class TimerViewModel: TimerViewModelType, TimerViewModelInputs, TimerViewModelOutputs {
    public var inputs: any TimerViewModelInputs { self }
    public var outputs: any TimerViewModelOutputs { self }

    /// The model behind the view model; register on `model.events` to follow the timer.
    public let model: any TimerModelProtocol

    public let timeText: AnyPublisher<String, Never>
    public let isRunning: AnyPublisher<Bool, Never>
    public let isStartEnabled: AnyPublisher<Bool, Never>
    public let isPauseEnabled: AnyPublisher<Bool, Never>
    public let isResetEnabled: AnyPublisher<Bool, Never>

    /// A view model over a `TimerModel` counting on `scheduler`: `MainContextScheduler.shared`
    /// in the app, `MainContextScheduler.test` (CombineGTKTesting) in tests, as they are or
    /// erased (`AnySchedulerOf<MainContextScheduler>`).
    public convenience init<S: Scheduler>(scheduler: S)
    where S.SchedulerTimeType == MainContextScheduler.SchedulerTimeType, S.SchedulerOptions == MainContextScheduler.SchedulerOptions {
        self.init(model: TimerModel(scheduler: scheduler))
    }

    /// The model's running state as last published, for `toggle()`.
    private var running = false
    private var runningSubscription: AnyCancellable?

    public init(model: any TimerModelProtocol) {
        self.model = model
        let state = model.statePublisher
        timeText = state
            .map(\.elapsedSeconds)
            .removeDuplicates()
            .map(Self.timeText(forElapsedSeconds:))
            .eraseToAnyPublisher()
        let running = state.map(\.isRunning).removeDuplicates()
        isRunning = running.eraseToAnyPublisher()
        isStartEnabled = running.map { !$0 }.eraseToAnyPublisher()
        isPauseEnabled = running.eraseToAnyPublisher()
        isResetEnabled = state
            .map { $0.isRunning || $0.elapsed > .zero }
            .removeDuplicates()
            .eraseToAnyPublisher()
        runningSubscription = running.sink { [weak self] in self?.running = $0 }
    }

    public func start() { model.start() }
    public func pause() { model.pause() }
    public func reset() { model.reset() }
    public func toggle() { running ? model.pause() : model.start() }

    /// "mm:ss" below an hour, "h:mm:ss" from an hour on: the seed's `"%02i:%02i"` of
    /// `minutes % 60` would show 00:00 again after 59:59.
    public nonisolated static func timeText(forElapsedSeconds seconds: Int) -> String {
        let total = max(0, seconds)
        let hours = total / 3600
        let minutes = total / 60 % 60
        let rest = total % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
            : "\(twoDigits(minutes)):\(twoDigits(rest))"
    }
}
