import CombineGTKTesting
import CounterTimer
import Testing

@MainActor
@Test func countsOneSecond() {
    let scheduler = MainContextScheduler.test
    let viewModel = TimerViewModel(scheduler: scheduler)
    var shown: [String] = []
    let subscription = viewModel.timeText.sink { shown.append($0) }
    viewModel.start()
    scheduler.advance(by: 1)
    #expect(shown == ["00:00", "00:01"])
    subscription.cancel()
}
