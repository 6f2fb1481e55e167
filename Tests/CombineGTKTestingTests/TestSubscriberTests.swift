import CombineGTKTesting
@preconcurrency import OpenCombine
import Testing

enum Boom: Error, Equatable {
    case boom
}

@Suite struct TestSubscriberTests {
    @Test func recordsValuesAndTheCompletion() {
        let subject = PassthroughSubject<Int, Boom>()
        let subscriber = TestSubscriber<Int, Boom>()
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .failure(.boom))
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.failure(.boom)])
        #expect(!subscriber.isFinished, "failed, not finished")
    }

    @Test func asksForTheInitialDemandThenWhatTheTestRequests() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
        subject.subscribe(subscriber)
        (1...3).forEach(subject.send)
        #expect(subscriber.values == [1], "one asked for, one delivered")
        subscriber.request(.max(2))
        (4...6).forEach(subject.send)
        #expect(subscriber.values == [1, 4, 5])
        subscriber.cancel()
        subject.send(7)
        #expect(subscriber.values == [1, 4, 5], "nothing after cancel")
        #expect(subscriber.completions.isEmpty, "cancelled, not completed")
    }

    @Test func aSecondSubscriptionIsCancelledAndCounted() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        first.subscribe(subscriber)
        second.subscribe(subscriber)
        #expect(subscriber.extraSubscriptions == 1)
        second.send(2)
        first.send(1)
        #expect(subscriber.values == [1], "only the first subscription delivers")
        subscriber.cancel()
        first.send(3)
        #expect(subscriber.values == [1], "and cancel ends it")
    }

    @Test func noInitialDemandMeansNothingUntilRequested() {
        let subject = CurrentValueSubject<String, Never>("a")
        let subscriber = TestSubscriber<String, Never>(demand: .none)
        subject.subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == ["a"])
        subscriber.cancel()
    }

    @Test func onValueReturnsTheDemandToAdd() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1), onValue: { value in
            seen.append(value)
            return value < 3 ? .max(1) : .none
        })
        subject.subscribe(subscriber)
        (1...6).forEach(subject.send)
        #expect(subscriber.values == [1, 2, 3], "1 asked for, +1 after each of 1 and 2")
        #expect(seen == [1, 2, 3])
        subscriber.cancel()
    }

    @Test func subscribingToAPublisherInfersTheTypes() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = TestSubscriber(subscribingTo: subject.map { $0 * 2 })
        subject.send(3)
        subject.send(completion: .finished)
        #expect(subscriber.values == [0, 6])
        #expect(subscriber.isFinished)
    }

    @Test func measuresReentrantDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(onValue: { value in
            if value == 1 { subject.send(2) }
            return .none
        })
        subject.subscribe(subscriber)
        subject.send(1)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.maxReceiveDepth == 2, "2 arrived while 1 was being handled")
        subscriber.cancel()
    }
}

@Suite struct TestScopeTests {
    @Test func cancelsEveryTestSubscriberMadeInside() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: TestSubscriber<Int, Never>?
        TestScope.run {
            let subscriber = TestSubscriber<Int, Never>()
            subject.subscribe(subscriber)
            subject.send(1)
            #expect(subscriber.values == [1])
            released = subscriber
        }
        #expect(released == nil, "cancelled at the scope's end, so the subject let it go")
        subject.send(2)
    }

    @Test func runsCleanupsOnceInOrder() {
        let scope = TestScope()
        var order: [Int] = []
        scope.atEnd { order.append(1) }
        scope.atEnd { order.append(2) }
        scope.end()
        scope.end()
        #expect(order == [1, 2])
    }

    @Test(.testScope) func theTraitGivesEachTestAScope() {
        #expect(TestScope.current != nil)
    }
}
