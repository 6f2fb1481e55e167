import CombineGTKCore
import OpenCombine
import Testing

struct VirtualTimeSchedulerTests {
    @Test func actionsRunOnlyWhenTheClockReachesThemInOrder() {
        let scheduler = VirtualTimeScheduler()
        var log: [String] = []
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { log.append("b@\(scheduler.now.nanoseconds)") }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("a@\(scheduler.now.nanoseconds)") }
        scheduler.advance(by: .milliseconds(999))
        #expect(log.isEmpty)
        #expect(scheduler.now.nanoseconds == 999_000_000)
        scheduler.advance(by: .seconds(5))
        #expect(log == ["a@1000000000", "b@2000000000"])
        #expect(scheduler.now.nanoseconds == 5_999_000_000)
    }

    @Test func actionsDueAtOneInstantRunInTheOrderTheyWereScheduled() {
        let scheduler = VirtualTimeScheduler()
        var log: [Int] = []
        let due = scheduler.now.advanced(by: 1)
        for index in 0..<5 { scheduler.schedule(after: due) { log.append(index) } }
        scheduler.advance(by: 1)
        #expect(log == [0, 1, 2, 3, 4])
    }

    @Test func anActionScheduledNowWaitsForTheNextAdvance() {
        let scheduler = VirtualTimeScheduler()
        var ran = false
        scheduler.schedule { ran = true }
        #expect(!ran)
        #expect(scheduler.hasPendingActions)
        scheduler.advance()
        #expect(ran)
        #expect(!scheduler.hasPendingActions)
    }

    @Test func anActionScheduledWhileAdvancingRunsInTheSameAdvanceWhenDue() {
        let scheduler = VirtualTimeScheduler()
        var log: [Int64] = []
        scheduler.schedule(after: scheduler.now.advanced(by: 1)) {
            log.append(scheduler.now.nanoseconds)
            scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append(scheduler.now.nanoseconds) }
            scheduler.schedule(after: scheduler.now.advanced(by: 5)) { log.append(scheduler.now.nanoseconds) }
        }
        scheduler.advance(by: 3)
        #expect(log == [1_000_000_000, 2_000_000_000])
        scheduler.advance(by: 3)
        #expect(log == [1_000_000_000, 2_000_000_000, 6_000_000_000])
    }

    @Test func aRepeatingActionRunsAtEachIntervalUntilCancelled() {
        let scheduler = VirtualTimeScheduler()
        var instants: [Int64] = []
        let repeating = scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(500)), interval: 1) {
            instants.append(scheduler.now.nanoseconds / 1_000_000)
        }
        scheduler.advance(by: 3)
        #expect(instants == [500, 1500, 2500])
        repeating.cancel()
        repeating.cancel()
        scheduler.advance(by: 10)
        #expect(instants == [500, 1500, 2500])
        #expect(!scheduler.hasPendingActions)
    }

    @Test func aSchedulerDroppedWithARepeatingActionIsFreed() {
        weak var freed: VirtualTimeScheduler?
        var repeating: (any Cancellable)?
        do {
            let scheduler = VirtualTimeScheduler()
            repeating = scheduler.schedule(after: scheduler.now, interval: 1) {}
            scheduler.advance(by: 2)
            freed = scheduler
        }
        #expect(freed == nil)
        repeating?.cancel()
    }

    @Test func runEndsARepeatingActionAtItsLimit() {
        let scheduler = VirtualTimeScheduler()
        var count = 0
        let repeating = scheduler.schedule(after: scheduler.now, interval: .milliseconds(10)) { count += 1 }
        scheduler.run(limit: 7)
        #expect(count == 7)
        #expect(scheduler.now.nanoseconds == 60_000_000)
        repeating.cancel()
    }

    @Test func theClockNeverGoesBack() {
        let scheduler = VirtualTimeScheduler(now: .init(nanoseconds: 1_000))
        var ranAt: Int64?
        scheduler.schedule(after: .init(nanoseconds: 0)) { ranAt = scheduler.now.nanoseconds }
        scheduler.advance(to: .init(nanoseconds: 10))
        #expect(ranAt == 1_000)
        #expect(scheduler.now.nanoseconds == 1_000)
    }

    @Test func debounceSendsOnceTypingPauses() {
        let scheduler = VirtualTimeScheduler()
        let input = PassthroughSubject<String, Never>()
        var received: [String] = []
        let subscription = input.debounce(for: .milliseconds(300), scheduler: scheduler).sink { received.append($0) }
        input.send("A")
        scheduler.advance(by: .milliseconds(100))
        input.send("Ad")
        scheduler.advance(by: .milliseconds(299))
        #expect(received.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(received == ["Ad"])
        subscription.cancel()
    }

    @Test func strideConversions() {
        typealias Stride = VirtualTimeScheduler.SchedulerTimeType.Stride
        #expect(Stride.seconds(1.5).nanoseconds == 1_500_000_000)
        #expect(Stride.milliseconds(2).nanoseconds == 2_000_000)
        #expect(Stride.microseconds(3).nanoseconds == 3_000)
        #expect(Stride.nanoseconds(4).nanoseconds == 4)
        #expect(Stride.seconds(Int.max).nanoseconds == .max)
        #expect((2 as Stride).seconds == 2)
        #expect((0.25 as Stride).nanoseconds == 250_000_000)
    }
}
