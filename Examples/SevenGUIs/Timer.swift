import CombineGTK

/// 7GUIs 4, Timer: the elapsed time grows, shown by a gauge and in seconds, until it reaches
/// the duration set with a slider; moving the slider past it lets it grow again; Reset sets it
/// to zero. Time is read from the scheduler's clock, so a stalled loop loses nothing.
@MainActor final class TimerModel {
    @Published private(set) var elapsed = 0.0
    @Published var duration = 15.0
    /// Counted in whole microseconds of the clock, so ten ticks of 0.1 s make exactly 1 s.
    private var microseconds: Int64 = 0 { didSet { elapsed = Double(microseconds) / 1_000_000 } }
    private var last: Int64
    private let now: () -> Int64
    private var ticks: AnyCancellable?

    init<S: Scheduler>(scheduler: S) where S.SchedulerTimeType == MainContextScheduler.SchedulerTimeType {
        now = { scheduler.now.microseconds }
        last = now()
        ticks = AnyCancellable(scheduler.schedule(after: scheduler.now, interval: .milliseconds(100)) { [weak self] in
            self?.tick()
        })
    }

    private func tick() {
        let time = now()
        microseconds = max(microseconds, min(Int64(duration * 1_000_000), microseconds + time - last))
        last = time
    }

    func reset() { microseconds = 0 }

    var gauge: AnyPublisher<Double, Never> {
        $elapsed.combineLatest($duration).map { $1 > 0 ? min(1, $0 / $1) : 1 }.eraseToAnyPublisher()
    }
    var elapsedText: AnyPublisher<String, Never> {
        $elapsed.map { "\(TemperatureModel.format($0)) s" }.removeDuplicates().eraseToAnyPublisher()
    }
}

@MainActor func timerView(_ model: TimerModel, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let gauge = ProgressBar(), elapsed = Label(), slider = Scale(lower: 0, upper: 30, step: 0.1), reset = Button(label: "Reset")
    gauge.setAccessibleLabel("Elapsed time gauge")
    slider.setAccessibleLabel("Duration")
    model.gauge.bind(to: gauge.fractionBinder).store(in: &bindings)
    model.elapsedText.bind(to: elapsed.textBinder).store(in: &bindings)
    slider.bindValue(to: &model.$duration).store(in: &bindings)
    reset.clickedPublisher.sink { model.reset() }.store(in: &bindings)
    return Box(.vertical, spacing: 8, gauge, elapsed, slider, reset)
}
