import XCTest
import CounterTimer

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
final class CounterViewModelTests: XCTestCase {
    func testCountTextStartsAtZero() {
        MainActor.assumeIsolated {
            let viewModel = CounterViewModel()
            let text = Recorder(viewModel.countText)
            XCTAssertEqual(text.values, ["0"])
        }
    }

    func testIncrementSendsEachCount() {
        MainActor.assumeIsolated {
            let viewModel = CounterViewModel()
            let text = Recorder(viewModel.countText)
            viewModel.increment()
            viewModel.increment()
            viewModel.increment()
            XCTAssertEqual(text.values, ["0", "1", "2", "3"])
            XCTAssertEqual(viewModel.count, 3)
        }
    }

    func testLateSubscriberGetsCurrentCount() {
        MainActor.assumeIsolated {
            let viewModel = CounterViewModel()
            viewModel.increment()
            viewModel.increment()
            let text = Recorder(viewModel.countText)
            XCTAssertEqual(text.values, ["2"])
        }
    }

    func testStartsFromGivenCount() {
        MainActor.assumeIsolated {
            let viewModel = CounterViewModel(count: 41)
            let text = Recorder(viewModel.countText)
            viewModel.increment()
            XCTAssertEqual(text.values, ["41", "42"])
        }
    }
}
