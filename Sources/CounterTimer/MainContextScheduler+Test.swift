import CombineGTK
import CombineSchedulers

extension MainContextScheduler {
    /// A `TestScheduler` with `MainContextScheduler`'s time types, starting at time 0, for
    /// driving view models in virtual time: `TimerViewModel(scheduler: test.eraseToAnyScheduler())`
    /// then `test.advance(by: 1)`.
    public static var test: TestSchedulerOf<MainContextScheduler> {
        TestScheduler(now: SchedulerTimeType(microseconds: 0))
    }
}
