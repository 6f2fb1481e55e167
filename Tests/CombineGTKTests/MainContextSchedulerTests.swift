import XCTest
import CombineGTKTesting
import CGtk
import CombineSchedulers
@preconcurrency import OpenCombine
@testable import CombineGTK

private let scheduler = MainContextScheduler.shared

final class MainContextSchedulerTests: MainActorTestCase {
    func testImmediateActionsRunInOrderOnTheNextIteration() {
        onMain {
            var order: [Int] = []
            for index in 1...5 { scheduler.schedule { order.append(index) } }
            XCTAssertEqual(order, [], "not run synchronously")
            XCTAssertTrue(pumpMainContext { order.count == 5 })
            XCTAssertEqual(order, [1, 2, 3, 4, 5])
        }
    }

    func testDelayedActionNeverRunsEarly() {
        onMain {
            var ranAt: [Int64] = []
            let targets = [30, 5, 17].map { scheduler.now.advanced(by: .milliseconds($0)) }
            for target in targets {
                scheduler.schedule(after: target) { ranAt.append(Int64(g_get_monotonic_time())) }
            }
            XCTAssertTrue(pumpMainContext { ranAt.count == 3 })
            let sortedTargets = targets.map(\.microseconds).sorted()
            for (ran, target) in zip(ranAt, sortedTargets) {
                XCTAssertGreaterThanOrEqual(ran, target)
            }
        }
    }

    func testSubMillisecondDelayIsNotRoundedDown() {
        onMain {
            var ranAt: Int64 = 0
            let target = scheduler.now.advanced(by: .microseconds(1_500))
            scheduler.schedule(after: target) { ranAt = Int64(g_get_monotonic_time()) }
            XCTAssertTrue(pumpMainContext { ranAt != 0 })
            XCTAssertGreaterThanOrEqual(ranAt, target.microseconds)
        }
    }

    func testIntervalRepeatsAgainstAbsoluteTimesAndCancelStopsIt() {
        onMain {
            let start = scheduler.now
            var ticks: [Int64] = []
            let cancellable = scheduler.schedule(after: start.advanced(by: .milliseconds(10)), interval: .milliseconds(20)) {
                ticks.append(Int64(g_get_monotonic_time()))
            }
            XCTAssertTrue(pumpMainContext { ticks.count == 4 })
            for (index, tick) in ticks.enumerated() {
                XCTAssertGreaterThanOrEqual(tick, start.microseconds + 10_000 + Int64(index) * 20_000, "tick \(index) early")
            }
            cancellable.cancel()
            cancellable.cancel()
            pumpMainContext(for: 0.1)
            XCTAssertEqual(ticks.count, 4, "no tick after cancel")
        }
    }

    func testCancelFromInsideTheIntervalAction() {
        onMain {
            var ticks = 0
            var cancellable: (any OpenCombine.Cancellable)?
            cancellable = scheduler.schedule(after: scheduler.now, interval: .milliseconds(5)) {
                ticks += 1
                if ticks == 2 { cancellable?.cancel() }
            }
            XCTAssertTrue(pumpMainContext { ticks == 2 })
            pumpMainContext(for: 0.05)
            XCTAssertEqual(ticks, 2)
        }
    }

    func testStrideConstructors() {
        typealias Stride = MainContextScheduler.SchedulerTimeType.Stride
        XCTAssertEqual(Stride.seconds(2).microseconds, 2_000_000)
        XCTAssertEqual(Stride.seconds(0.25).microseconds, 250_000)
        XCTAssertEqual(Stride.milliseconds(3).microseconds, 3_000)
        XCTAssertEqual(Stride.microseconds(7).microseconds, 7)
        XCTAssertEqual(Stride.nanoseconds(2_000).microseconds, 2)
        XCTAssertEqual((1 as Stride).microseconds, 1_000_000, "integer literals are seconds")
        XCTAssertEqual((0.5 as Stride).microseconds, 500_000)
        XCTAssertEqual(Stride.seconds(Int.max).microseconds, .max, "clamped, not trapped")
    }

    func testReceiveOnDeliversOnTheMainContext() {
        onMain {
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let cancellable = subject.receive(on: scheduler).sink { received.append($0) }
            subject.send(1)
            subject.send(2)
            XCTAssertEqual(received, [])
            XCTAssertTrue(pumpMainContext { received == [1, 2] })
            cancellable.cancel()
        }
    }

    func testReceiveOnFromAnotherThreadArrivesOnTheMainThread() {
        onMain {
            let subject = PassthroughSubject<Int, Never>()
            var onMainThread: [Bool] = []
            let cancellable = subject.receive(on: scheduler).sink { _ in onMainThread.append(Thread.isMainThread) }
            let sendable = UncheckedSendable(subject)
            Thread.detachNewThread { sendable.value.send(1) }
            XCTAssertTrue(pumpMainContext { onMainThread.count == 1 })
            XCTAssertEqual(onMainThread, [true])
            cancellable.cancel()
        }
    }

    func testDebounceDelayAndThrottle() {
        onMain {
            let subject = PassthroughSubject<Int, Never>()
            var debounced: [Int] = []
            var delayed: [Int] = []
            var throttled: [Int] = []
            let cancellables = [
                subject.debounce(for: .milliseconds(30), scheduler: scheduler).sink { debounced.append($0) },
                subject.delay(for: .milliseconds(20), scheduler: scheduler).sink { delayed.append($0) },
                subject.throttle(for: .milliseconds(200), scheduler: scheduler, latest: false).sink { throttled.append($0) },
            ]
            let sentAt = scheduler.now
            subject.send(1)
            subject.send(2)
            subject.send(3)
            XCTAssertTrue(pumpMainContext { debounced == [3] && delayed == [1, 2, 3] })
            XCTAssertGreaterThanOrEqual(scheduler.now.microseconds - sentAt.microseconds, 30_000)
            XCTAssertEqual(throttled, [1], "later values fall in the same 200 ms window")
            cancellables.forEach { $0.cancel() }
        }
    }

    func testCombineSchedulersTimerPublisher() {
        onMain {
            let start = scheduler.now
            var fired: [MainContextScheduler.SchedulerTimeType] = []
            let cancellable = Publishers.Timer(every: .milliseconds(10), scheduler: scheduler)
                .autoconnect()
                .prefix(3)
                .sink { fired.append($0) }
            XCTAssertTrue(pumpMainContext { fired.count == 3 })
            XCTAssertGreaterThanOrEqual(fired[0].microseconds - start.microseconds, 10_000)
            XCTAssertEqual(fired, fired.sorted { $0 < $1 })
            cancellable.cancel()
        }
    }
}
