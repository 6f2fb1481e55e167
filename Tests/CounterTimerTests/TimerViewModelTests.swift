import XCTest
@preconcurrency import OpenCombine
import CombineGTK
import CombineGTKTesting
import CounterTimer

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
final class TimerViewModelTests: XCTestCase {
    /// What each test starts with, made afresh for it: the view model on a stalling clock, and
    /// its time text recorded with the clock's times.
    @MainActor
    private static func fixture() -> (clock: StallingScheduler, viewModel: TimerViewModel, text: Recorder<String>) {
        let clock = StallingScheduler()
        let viewModel = TimerViewModel(scheduler: clock.scheduler)
        return (clock, viewModel, Recorder(viewModel.timeText, clock: { clock.now }))
    }

    /// Any scheduler on MainContextScheduler's clock will do, erased (as an
    /// `AnySchedulerOf`) or as it is, so the app links no combine-schedulers.
    func testTakesATestSchedulerErasedOrNot() {
        MainActor.assumeIsolated {
            _ = Self.fixture()
            let erased = MainContextScheduler.test, plain = MainContextScheduler.test
            let viewModels = [
                TimerViewModel(scheduler: erased.eraseToAnyScheduler() as AnySchedulerOf<MainContextScheduler>),
                TimerViewModel(scheduler: plain),
            ]
            let texts = viewModels.map { Recorder($0.timeText) }
            viewModels.forEach { $0.start() }
            erased.advance(by: 1)
            plain.advance(by: 2)
            XCTAssertEqual(texts.map(\.values), [["00:00", "00:01"], ["00:00", "00:01", "00:02"]])
        }
    }

    /// The seed's own test (0, 1, 2 within 2 s), in virtual time and on the display.
    func testSeedCountsZeroOneTwoWithinTwoSeconds() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.advance(by: .milliseconds(999))
            XCTAssertEqual(text.values, ["00:00"])
            clock.advance(by: .milliseconds(1))
            XCTAssertEqual(text.values, ["00:00", "00:01"])
            clock.advance(by: 1)
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:02"])
            XCTAssertEqual(text.times, [.at(seconds: 0), .at(seconds: 1), .at(seconds: 2)])
        }
    }

    func testStalledLoopShowsTheRightSecondAndLosesNoneAfter() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.stall(for: .seconds(2.5))
            XCTAssertEqual(text.values, ["00:00", "00:02"])
            clock.advance(by: .milliseconds(500))
            XCTAssertEqual(text.values, ["00:00", "00:02", "00:03"])
            XCTAssertEqual(text.times.last, .at(seconds: 3))
            clock.advance(by: 5)
            XCTAssertEqual(text.values, ["00:00", "00:02", "00:03", "00:04", "00:05", "00:06", "00:07", "00:08"])
            XCTAssertTrue(text.times.suffix(5) == (4...8).map { .at(seconds: Double($0)) })
        }
    }

    func testPauseKeepsTheSubSecondRemainder() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.advance(by: .seconds(1.7))
            viewModel.pause()
            clock.advance(by: 10)
            XCTAssertEqual(text.values, ["00:00", "00:01"])

            viewModel.start()  // at 11.7 s on the clock, 1.7 s elapsed
            clock.advance(by: .microseconds(299_999))
            XCTAssertEqual(text.values, ["00:00", "00:01"])
            clock.advance(by: .microseconds(1))
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:02"])
            XCTAssertEqual(text.times.last, .at(seconds: 12))
            clock.advance(by: 1)
            XCTAssertEqual(text.values.last, "00:03")
            XCTAssertEqual(text.times.last, .at(seconds: 13))
        }
    }

    func testStartWhileRunningDoesNothing() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            let running = Recorder(viewModel.isRunning)
            viewModel.start()
            clock.advance(by: .milliseconds(500))
            viewModel.start()
            viewModel.start()
            XCTAssertEqual(clock.liveRepeatingSchedules, 1)
            clock.advance(by: .milliseconds(500))
            XCTAssertEqual(text.values, ["00:00", "00:01"])
            XCTAssertEqual(text.times.last, .at(seconds: 1))
            clock.advance(by: 2)
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:02", "00:03"])
            XCTAssertEqual(running.values, [false, true])
        }
    }

    func testResetStopsAndShowsZero() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.advance(by: .seconds(2.5))
            viewModel.reset()
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:02", "00:00"])
            XCTAssertEqual(clock.liveRepeatingSchedules, 0)
            clock.advance(by: 10)
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:02", "00:00"])

            // Nothing of the 2.5 s survives: a fresh start needs a full second again.
            viewModel.start()
            clock.advance(by: .milliseconds(999))
            XCTAssertEqual(text.values.last, "00:00")
            clock.advance(by: .milliseconds(1))
            XCTAssertEqual(text.values.last, "00:01")
        }
    }

    func testResetWhilePausedDropsTheRemainder() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.advance(by: .seconds(1.7))
            viewModel.pause()
            viewModel.reset()
            viewModel.start()
            clock.advance(by: .milliseconds(300))
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:00"])
            clock.advance(by: .milliseconds(700))
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:00", "00:01"])
        }
    }

    func testPauseStopsTicking() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.advance(by: .seconds(1.5))
            viewModel.pause()
            XCTAssertEqual(clock.liveRepeatingSchedules, 0)
            clock.advance(by: 5)
            XCTAssertEqual(text.values, ["00:00", "00:01"])
        }
    }

    func testPassesAnHourWithoutWrapping() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.start()
            clock.advance(by: 3599)
            XCTAssertEqual(text.values.count, 3600)
            XCTAssertEqual(text.last, "59:59")
            clock.advance(by: 1)
            XCTAssertEqual(text.last, "1:00:00")
            XCTAssertEqual(text.values.count, 3601)
            XCTAssertEqual(text.values.dropFirst().contains("00:00"), false)
            clock.advance(by: 61)
            XCTAssertEqual(text.last, "1:01:01")
        }
    }

    func testFormatsElapsedSeconds() {
        MainActor.assumeIsolated {
            _ = Self.fixture()
            let cases = [
                (0, "00:00"), (9, "00:09"), (59, "00:59"), (60, "01:00"), (61, "01:01"),
                (599, "09:59"), (3599, "59:59"), (3600, "1:00:00"), (3661, "1:01:01"),
                (35_999, "9:59:59"), (36_000, "10:00:00"), (90_061, "25:01:01"),
            ]
            for (seconds, expected) in cases {
                XCTAssertEqual(TimerViewModel.timeText(forElapsedSeconds: seconds), expected, "\(seconds) s")
            }
        }
    }

    func testButtonEnablementFollowsTheState() {
        MainActor.assumeIsolated {
            let (clock, viewModel, _) = Self.fixture()
            let running = Recorder(viewModel.isRunning)
            let start = Recorder(viewModel.isStartEnabled)
            let pause = Recorder(viewModel.isPauseEnabled)
            let reset = Recorder(viewModel.isResetEnabled)
            XCTAssertEqual(running.values, [false])
            XCTAssertEqual(start.values, [true])
            XCTAssertEqual(pause.values, [false])
            XCTAssertEqual(reset.values, [false])

            viewModel.start()
            clock.advance(by: 3)  // ticks must not repeat the booleans
            XCTAssertEqual(running.values, [false, true])
            XCTAssertEqual(start.values, [true, false])
            XCTAssertEqual(pause.values, [false, true])
            XCTAssertEqual(reset.values, [false, true])

            viewModel.pause()
            XCTAssertEqual(running.values, [false, true, false])
            XCTAssertEqual(start.values, [true, false, true])
            XCTAssertEqual(pause.values, [false, true, false])
            XCTAssertEqual(reset.values, [false, true])

            viewModel.reset()
            XCTAssertEqual(start.values, [true, false, true])
            XCTAssertEqual(reset.values, [false, true, false])
        }
    }

    /// Half a second shows as 00:00, but there is something to reset.
    func testResetIsEnabledWhenPausedBelowOneSecond() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            let reset = Recorder(viewModel.isResetEnabled)
            viewModel.start()
            clock.advance(by: .milliseconds(500))
            viewModel.pause()
            XCTAssertEqual(text.values, ["00:00"])
            XCTAssertEqual(reset.values, [false, true])
        }
    }

    func testLateSubscribersGetTheCurrentValues() {
        MainActor.assumeIsolated {
            let (clock, viewModel, _) = Self.fixture()
            viewModel.start()
            clock.advance(by: .seconds(2.3))
            XCTAssertEqual(Recorder(viewModel.timeText).values, ["00:02"])
            XCTAssertEqual(Recorder(viewModel.outputs.isRunning).values, [true])
            XCTAssertEqual(Recorder(viewModel.outputs.isStartEnabled).values, [false])
            XCTAssertEqual(Recorder(viewModel.outputs.isPauseEnabled).values, [true])
            XCTAssertEqual(Recorder(viewModel.outputs.isResetEnabled).values, [true])
        }
    }

    func testInputsReachTheModel() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            viewModel.inputs.start()
            clock.advance(by: 1)
            viewModel.inputs.pause()
            clock.advance(by: 1)
            XCTAssertEqual(text.values, ["00:00", "00:01"])
            viewModel.inputs.reset()
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:00"])
        }
    }

    /// Space's input: the view model knows whether it runs; the view keeps no copy.
    func testToggleStartsThenPausesThenResumes() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            let running = Recorder(viewModel.isRunning)
            viewModel.inputs.toggle()
            clock.advance(by: .milliseconds(1500))
            viewModel.inputs.toggle()
            clock.advance(by: 5)
            viewModel.inputs.toggle()
            clock.advance(by: .milliseconds(500))
            XCTAssertEqual(running.values, [false, true, false, true])
            XCTAssertEqual(text.values, ["00:00", "00:01", "00:02"], "paused at 1.5 s, resumed: 2 s after 0.5 s more")
        }
    }

    func testPauseBeforeStartDoesNothing() {
        MainActor.assumeIsolated {
            let (clock, viewModel, text) = Self.fixture()
            let running = Recorder(viewModel.isRunning)
            viewModel.pause()
            clock.advance(by: 2)
            XCTAssertEqual(running.values, [false])
            XCTAssertEqual(text.values, ["00:00"])
        }
    }
}
