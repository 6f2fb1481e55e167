@_exported import CombineSchedulers
@_exported import CombineGTK

extension MainContextScheduler {
    /// A `TestScheduler` with `MainContextScheduler`'s time types, starting at time 0, for
    /// driving view models in virtual time: `TimerViewModel(scheduler: test)` then
    /// `test.advance(by: 1)`. Erase it (`eraseToAnyScheduler()`) where a view model stores an
    /// `AnySchedulerOf<MainContextScheduler>`.
    public static var test: TestSchedulerOf<MainContextScheduler> {
        TestScheduler(now: SchedulerTimeType(microseconds: 0))
    }
}
