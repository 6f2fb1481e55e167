import XCTest
@preconcurrency import OpenCombine
import CounterTimer

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
final class SwitchViewModelTests: XCTestCase {
    func testOutputsSendCurrentValueOnSubscription() {
        MainActor.assumeIsolated {
            let off = SwitchViewModel()
            XCTAssertEqual(Recorder(off.isOnPublisher).values, [false])
            XCTAssertEqual(Recorder(off.stateText).values, ["Off"])
            XCTAssertEqual(Recorder(off.prefersDarkStyle).values, [false])

            let on = SwitchViewModel(isOn: true)
            XCTAssertEqual(Recorder(on.isOnPublisher).values, [true])
            XCTAssertEqual(Recorder(on.stateText).values, ["On"])
            XCTAssertEqual(Recorder(on.prefersDarkStyle).values, [true])
        }
    }

    func testSettingIsOnDrivesEveryOutput() {
        MainActor.assumeIsolated {
            let viewModel = SwitchViewModel()
            let isOn = Recorder(viewModel.isOnPublisher)
            let text = Recorder(viewModel.stateText)
            let dark = Recorder(viewModel.prefersDarkStyle)
            viewModel.isOn = true
            viewModel.isOn = false
            XCTAssertEqual(isOn.values, [false, true, false])
            XCTAssertEqual(text.values, ["Off", "On", "Off"])
            XCTAssertEqual(dark.values, [false, true, false])
        }
    }

    func testSettingTheSameValueAgainSendsNothing() {
        MainActor.assumeIsolated {
            let viewModel = SwitchViewModel()
            let isOn = Recorder(viewModel.isOnPublisher)
            let text = Recorder(viewModel.stateText)
            viewModel.isOn = false
            viewModel.isOn = true
            viewModel.isOn = true
            XCTAssertEqual(isOn.values, [false, true])
            XCTAssertEqual(text.values, ["Off", "On"])
        }
    }

    func testBinderAndToggleSetIsOn() {
        MainActor.assumeIsolated {
            let viewModel = SwitchViewModel()
            let text = Recorder(viewModel.stateText)
            let binding = [true, true, false].publisher.bind(to: viewModel.isOnBinder)
            XCTAssertEqual(viewModel.isOn, false)
            viewModel.toggle()
            XCTAssertEqual(viewModel.isOn, true)
            XCTAssertEqual(text.values, ["Off", "On", "Off", "On"])
            binding.cancel()
        }
    }

    /// What the app's two-way binding does: each value the view model sends is written back
    /// to it, as the widget's `notify::active` would. It must settle, not loop.
    func testEchoedValueDoesNotLoop() {
        MainActor.assumeIsolated {
            let viewModel = SwitchViewModel()
            var sent: [Bool] = []
            let echo = viewModel.isOnPublisher.sink { value in
                sent.append(value)
                viewModel.isOn = value
            }
            viewModel.isOn = true
            XCTAssertEqual(sent, [false, true])
            echo.cancel()
        }
    }
}
