import Testing
@preconcurrency import OpenCombine
import CombineGTK
import CombineGTKTesting
import CounterTimer

@MainActor
struct TimerViewModelTests {
    let clock = StallingScheduler()
    let viewModel: TimerViewModel
    let text: Recorder<String>

    init() {
        viewModel = TimerViewModel(scheduler: clock.scheduler)
        let clock = self.clock
        text = Recorder(viewModel.timeText, clock: { clock.now })
    }

    /// Any scheduler on MainContextScheduler's clock will do, erased (as an
    /// `AnySchedulerOf`) or as it is, so the app links no combine-schedulers.
    @Test func takesATestSchedulerErasedOrNot() {
        let erased = MainContextScheduler.test, plain = MainContextScheduler.test
        let viewModels = [
            TimerViewModel(scheduler: erased.eraseToAnyScheduler() as AnySchedulerOf<MainContextScheduler>),
            TimerViewModel(scheduler: plain),
        ]
        let texts = viewModels.map { Recorder($0.timeText) }
        viewModels.forEach { $0.start() }
        erased.advance(by: 1)
        plain.advance(by: 2)
        #expect(texts.map(\.values) == [["00:00", "00:01"], ["00:00", "00:01", "00:02"]])
    }

    /// The seed's own test (0, 1, 2 within 2 s), in virtual time and on the display.
    @Test func seedCountsZeroOneTwoWithinTwoSeconds() {
        viewModel.start()
        clock.advance(by: .milliseconds(999))
        #expect(text.values == ["00:00"])
        clock.advance(by: .milliseconds(1))
        #expect(text.values == ["00:00", "00:01"])
        clock.advance(by: 1)
        #expect(text.values == ["00:00", "00:01", "00:02"])
        #expect(text.times == [.at(seconds: 0), .at(seconds: 1), .at(seconds: 2)])
    }

    @Test func stalledLoopShowsTheRightSecondAndLosesNoneAfter() {
        viewModel.start()
        clock.stall(for: .seconds(2.5))
        #expect(text.values == ["00:00", "00:02"])
        clock.advance(by: .milliseconds(500))
        #expect(text.values == ["00:00", "00:02", "00:03"])
        #expect(text.times.last == .at(seconds: 3))
        clock.advance(by: 5)
        #expect(text.values == ["00:00", "00:02", "00:03", "00:04", "00:05", "00:06", "00:07", "00:08"])
        #expect(text.times.suffix(5) == (4...8).map { .at(seconds: Double($0)) })
    }

    @Test func pauseKeepsTheSubSecondRemainder() {
        viewModel.start()
        clock.advance(by: .seconds(1.7))
        viewModel.pause()
        clock.advance(by: 10)
        #expect(text.values == ["00:00", "00:01"])

        viewModel.start()  // at 11.7 s on the clock, 1.7 s elapsed
        clock.advance(by: .microseconds(299_999))
        #expect(text.values == ["00:00", "00:01"])
        clock.advance(by: .microseconds(1))
        #expect(text.values == ["00:00", "00:01", "00:02"])
        #expect(text.times.last == .at(seconds: 12))
        clock.advance(by: 1)
        #expect(text.values.last == "00:03")
        #expect(text.times.last == .at(seconds: 13))
    }

    @Test func startWhileRunningDoesNothing() {
        let running = Recorder(viewModel.isRunning)
        viewModel.start()
        clock.advance(by: .milliseconds(500))
        viewModel.start()
        viewModel.start()
        #expect(clock.liveRepeatingSchedules == 1)
        clock.advance(by: .milliseconds(500))
        #expect(text.values == ["00:00", "00:01"])
        #expect(text.times.last == .at(seconds: 1))
        clock.advance(by: 2)
        #expect(text.values == ["00:00", "00:01", "00:02", "00:03"])
        #expect(running.values == [false, true])
    }

    @Test func resetStopsAndShowsZero() {
        viewModel.start()
        clock.advance(by: .seconds(2.5))
        viewModel.reset()
        #expect(text.values == ["00:00", "00:01", "00:02", "00:00"])
        #expect(clock.liveRepeatingSchedules == 0)
        clock.advance(by: 10)
        #expect(text.values == ["00:00", "00:01", "00:02", "00:00"])

        // Nothing of the 2.5 s survives: a fresh start needs a full second again.
        viewModel.start()
        clock.advance(by: .milliseconds(999))
        #expect(text.values.last == "00:00")
        clock.advance(by: .milliseconds(1))
        #expect(text.values.last == "00:01")
    }

    @Test func resetWhilePausedDropsTheRemainder() {
        viewModel.start()
        clock.advance(by: .seconds(1.7))
        viewModel.pause()
        viewModel.reset()
        viewModel.start()
        clock.advance(by: .milliseconds(300))
        #expect(text.values == ["00:00", "00:01", "00:00"])
        clock.advance(by: .milliseconds(700))
        #expect(text.values == ["00:00", "00:01", "00:00", "00:01"])
    }

    @Test func pauseStopsTicking() {
        viewModel.start()
        clock.advance(by: .seconds(1.5))
        viewModel.pause()
        #expect(clock.liveRepeatingSchedules == 0)
        clock.advance(by: 5)
        #expect(text.values == ["00:00", "00:01"])
    }

    @Test func passesAnHourWithoutWrapping() {
        viewModel.start()
        clock.advance(by: 3599)
        #expect(text.values.count == 3600)
        #expect(text.last == "59:59")
        clock.advance(by: 1)
        #expect(text.last == "1:00:00")
        #expect(text.values.count == 3601)
        #expect(text.values.dropFirst().contains("00:00") == false)
        clock.advance(by: 61)
        #expect(text.last == "1:01:01")
    }

    @Test(arguments: [
        (0, "00:00"), (9, "00:09"), (59, "00:59"), (60, "01:00"), (61, "01:01"),
        (599, "09:59"), (3599, "59:59"), (3600, "1:00:00"), (3661, "1:01:01"),
        (35_999, "9:59:59"), (36_000, "10:00:00"), (90_061, "25:01:01"),
    ])
    func formatsElapsedSeconds(seconds: Int, expected: String) {
        #expect(TimerViewModel.timeText(forElapsedSeconds: seconds) == expected)
    }

    @Test func buttonEnablementFollowsTheState() {
        let running = Recorder(viewModel.isRunning)
        let start = Recorder(viewModel.isStartEnabled)
        let pause = Recorder(viewModel.isPauseEnabled)
        let reset = Recorder(viewModel.isResetEnabled)
        #expect(running.values == [false])
        #expect(start.values == [true])
        #expect(pause.values == [false])
        #expect(reset.values == [false])

        viewModel.start()
        clock.advance(by: 3)  // ticks must not repeat the booleans
        #expect(running.values == [false, true])
        #expect(start.values == [true, false])
        #expect(pause.values == [false, true])
        #expect(reset.values == [false, true])

        viewModel.pause()
        #expect(running.values == [false, true, false])
        #expect(start.values == [true, false, true])
        #expect(pause.values == [false, true, false])
        #expect(reset.values == [false, true])

        viewModel.reset()
        #expect(start.values == [true, false, true])
        #expect(reset.values == [false, true, false])
    }

    /// Half a second shows as 00:00, but there is something to reset.
    @Test func resetIsEnabledWhenPausedBelowOneSecond() {
        let reset = Recorder(viewModel.isResetEnabled)
        viewModel.start()
        clock.advance(by: .milliseconds(500))
        viewModel.pause()
        #expect(text.values == ["00:00"])
        #expect(reset.values == [false, true])
    }

    @Test func lateSubscribersGetTheCurrentValues() {
        viewModel.start()
        clock.advance(by: .seconds(2.3))
        #expect(Recorder(viewModel.timeText).values == ["00:02"])
        #expect(Recorder(viewModel.outputs.isRunning).values == [true])
        #expect(Recorder(viewModel.outputs.isStartEnabled).values == [false])
        #expect(Recorder(viewModel.outputs.isPauseEnabled).values == [true])
        #expect(Recorder(viewModel.outputs.isResetEnabled).values == [true])
    }

    @Test func inputsReachTheModel() {
        viewModel.inputs.start()
        clock.advance(by: 1)
        viewModel.inputs.pause()
        clock.advance(by: 1)
        #expect(text.values == ["00:00", "00:01"])
        viewModel.inputs.reset()
        #expect(text.values == ["00:00", "00:01", "00:00"])
    }

    /// Space's input: the view model knows whether it runs; the view keeps no copy.
    @Test func toggleStartsThenPausesThenResumes() {
        let running = Recorder(viewModel.isRunning)
        viewModel.inputs.toggle()
        clock.advance(by: .milliseconds(1500))
        viewModel.inputs.toggle()
        clock.advance(by: 5)
        viewModel.inputs.toggle()
        clock.advance(by: .milliseconds(500))
        #expect(running.values == [false, true, false, true])
        #expect(text.values == ["00:00", "00:01", "00:02"], "paused at 1.5 s, resumed: 2 s after 0.5 s more")
    }

    @Test func pauseBeforeStartDoesNothing() {
        let running = Recorder(viewModel.isRunning)
        viewModel.pause()
        clock.advance(by: 2)
        #expect(running.values == [false])
        #expect(text.values == ["00:00"])
    }
}
