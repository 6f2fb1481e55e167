import XCTest
@preconcurrency import OpenCombine
import CombineGTK
import CombineGTKTesting
import CounterTimer

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
final class TimerModelTests: XCTestCase {
    /// What each test starts with, made afresh for it.
    @MainActor
    private static func fixture() -> (scheduler: TestSchedulerOf<MainContextScheduler>, model: TimerModel) {
        let scheduler = MainContextScheduler.test
        return (scheduler, TimerModel(scheduler: scheduler.eraseToAnyScheduler()))
    }

    /// The seed's model test: `countPublisher` sends 0, 1, 2 within 2 s (virtual, here).
    func testSeedCountPublisherSendsZeroOneTwo() {
        MainActor.assumeIsolated {
            let (scheduler, model) = Self.fixture()
            let count = Recorder(model.countPublisher)
            model.start()
            scheduler.advance(by: 2)
            XCTAssertEqual(count.values, [0, 1, 2])
        }
    }

    func testStateCarriesTheExactElapsedTime() {
        MainActor.assumeIsolated {
            let (scheduler, model) = Self.fixture()
            let state = Recorder(model.statePublisher)
            model.start()
            scheduler.advance(by: .milliseconds(1_250))
            model.pause()
            XCTAssertEqual(model.state, TimerState(elapsed: .milliseconds(1_250), isRunning: false))
            XCTAssertEqual(state.values, [
                TimerState(),
                TimerState(elapsed: .zero, isRunning: true),
                TimerState(elapsed: .seconds(1), isRunning: true),
                TimerState(elapsed: .milliseconds(1_250), isRunning: false),
            ])
        }
    }

    func testEventsReachEveryReceiverUntilItsTokenIsCancelled() {
        MainActor.assumeIsolated {
            let (scheduler, model) = Self.fixture()
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

            XCTAssertEqual(first.entries, ["start", "pause 1700000"])
            XCTAssertEqual(second.entries, ["start", "pause 1700000", "reset"])
            secondToken.cancel()
        }
    }

    func testStartWhileRunningSendsNoSecondEvent() {
        MainActor.assumeIsolated {
            let (_, model) = Self.fixture()
            let log = EventLog()
            let token = model.events.add(log)
            model.start()
            model.start()
            XCTAssertEqual(log.entries, ["start"])
            token.cancel()
        }
    }

    /// Seed 004's leak: a receiver that keeps its own token must still be freed.
    func testReceiverHoldingItsOwnTokenIsReleased() {
        MainActor.assumeIsolated {
            let (_, model) = Self.fixture()
            weak var weakLog: EventLog?
            do {
                let log = EventLog()
                log.token = model.events.add(log)
                weakLog = log
                model.start()
                XCTAssertEqual(log.entries, ["start"])
            }
            XCTAssertNil(weakLog)
            model.reset()  // a freed receiver is skipped, not called
        }
    }

    func testReleasedModelStopsTicking() {
        MainActor.assumeIsolated {
            _ = Self.fixture()
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
            XCTAssertNil(weakModel)
            test.advance(by: 3)
            XCTAssertEqual(count?.values, [0, 1])
        }
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
