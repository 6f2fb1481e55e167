import Testing
@preconcurrency import OpenCombine
import CombineGTK
import CombineGTKTesting
import CounterTimer

@MainActor
struct TimerModelTests {
    let scheduler = MainContextScheduler.test
    let model: TimerModel

    init() {
        model = TimerModel(scheduler: scheduler.eraseToAnyScheduler())
    }

    /// The seed's model test: `countPublisher` sends 0, 1, 2 within 2 s (virtual, here).
    @Test func seedCountPublisherSendsZeroOneTwo() {
        let count = Recorder(model.countPublisher)
        model.start()
        scheduler.advance(by: 2)
        #expect(count.values == [0, 1, 2])
    }

    @Test func stateCarriesTheExactElapsedTime() {
        let state = Recorder(model.statePublisher)
        model.start()
        scheduler.advance(by: .milliseconds(1_250))
        model.pause()
        #expect(model.state == TimerState(elapsed: .milliseconds(1_250), isRunning: false))
        #expect(state.values == [
            TimerState(),
            TimerState(elapsed: .zero, isRunning: true),
            TimerState(elapsed: .seconds(1), isRunning: true),
            TimerState(elapsed: .milliseconds(1_250), isRunning: false),
        ])
    }

    @Test func eventsReachEveryReceiverUntilItsTokenIsCancelled() {
        let first = EventLog()
        let second = EventLog()
        let firstToken = model.events.add(first)
        let secondToken = model.events.add(second)

        model.start()
        scheduler.advance(by: .seconds(1.7))
        model.pause()
        model.pause()  // already paused: no second event
        firstToken.cancel()
        model.reset()

        #expect(first.entries == ["start", "pause 1700000"])
        #expect(second.entries == ["start", "pause 1700000", "reset"])
        secondToken.cancel()
    }

    @Test func startWhileRunningSendsNoSecondEvent() {
        let log = EventLog()
        let token = model.events.add(log)
        model.start()
        model.start()
        #expect(log.entries == ["start"])
        token.cancel()
    }

    /// Seed 004's leak: a receiver that keeps its own token must still be freed.
    @Test func receiverHoldingItsOwnTokenIsReleased() {
        weak var weakLog: EventLog?
        do {
            let log = EventLog()
            log.token = model.events.add(log)
            weakLog = log
            model.start()
            #expect(log.entries == ["start"])
        }
        #expect(weakLog == nil)
        model.reset()  // a freed receiver is skipped, not called
    }

    @Test func releasedModelStopsTicking() {
        weak var weakModel: TimerModel?
        let test = MainContextScheduler.test
        var count: Recorder<Int>?
        do {
            let model = TimerModel(scheduler: test.eraseToAnyScheduler())
            weakModel = model
            count = Recorder(model.countPublisher)
            model.start()
            test.advance(by: 1)
        }
        #expect(weakModel == nil)
        test.advance(by: 3)
        #expect(count?.values == [0, 1])
    }
}

@MainActor
private final class EventLog: TimerEvents {
    var entries: [String] = []
    var token: AnyCancellable?

    func timerDidStart() { entries.append("start") }
    func timerDidPause(elapsed: MainContextScheduler.SchedulerTimeType.Stride) {
        entries.append("pause \(elapsed.microseconds)")
    }
    func timerDidReset() { entries.append("reset") }
}
