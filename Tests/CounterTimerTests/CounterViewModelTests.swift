import Testing
import CounterTimer

@MainActor
struct CounterViewModelTests {
    @Test func countTextStartsAtZero() {
        let viewModel = CounterViewModel()
        let text = Recorder(viewModel.countText)
        #expect(text.values == ["0"])
    }

    @Test func incrementSendsEachCount() {
        let viewModel = CounterViewModel()
        let text = Recorder(viewModel.countText)
        viewModel.increment()
        viewModel.increment()
        viewModel.increment()
        #expect(text.values == ["0", "1", "2", "3"])
        #expect(viewModel.count == 3)
    }

    @Test func lateSubscriberGetsCurrentCount() {
        let viewModel = CounterViewModel()
        viewModel.increment()
        viewModel.increment()
        let text = Recorder(viewModel.countText)
        #expect(text.values == ["2"])
    }

    @Test func startsFromGivenCount() {
        let viewModel = CounterViewModel(count: 41)
        let text = Recorder(viewModel.countText)
        viewModel.increment()
        #expect(text.values == ["41", "42"])
    }
}
