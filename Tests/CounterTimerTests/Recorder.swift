@preconcurrency import OpenCombine
import CombineGTK

/// Collects what a publisher sends, with the virtual time of each value when given a clock.
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private(set) var times: [MainContextScheduler.SchedulerTimeType] = []
    private var cancellable: AnyCancellable?

    init<P: Publisher>(
        _ publisher: P,
        clock: @escaping () -> MainContextScheduler.SchedulerTimeType = { .init(microseconds: 0) }
    ) where P.Output == Value, P.Failure == Never {
        cancellable = publisher.sink { [unowned self] value in
            values.append(value)
            times.append(clock())
        }
    }

    var last: Value? { values.last }
}

extension MainContextScheduler.SchedulerTimeType {
    static func at(seconds: Double) -> Self {
        Self(microseconds: 0).advanced(by: .seconds(seconds))
    }
}
