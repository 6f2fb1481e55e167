import CombineGTKCore
import CombineGTKTesting
import OpenCombine
import XCTest

final class CombineLatestTests: ScopedTestCase {
    func testEmitsOnlyAfterEveryUpstreamHasEmittedThenOnEveryValue() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let subscriber = TestSubscriber<(Int, String), Never>(demand: .unlimited)
        numbers.combineLatest(letters).subscribe(subscriber)

        numbers.send(1)
        numbers.send(2)
        XCTAssertTrue(subscriber.values.isEmpty)
        letters.send("a")
        letters.send("b")
        numbers.send(3)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, [#"(2, "a")"#, #"(2, "b")"#, #"(3, "b")"#])
    }

    func testThreeAndFourUpstreamsWithAndWithoutTransform() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        let three = TestSubscriber<(Int, Int, Int), Never>(demand: .unlimited)
        let four = TestSubscriber<(Int, Int, Int, Int), Never>(demand: .unlimited)
        let sum2 = TestSubscriber<Int, Never>(demand: .unlimited)
        let sum3 = TestSubscriber<Int, Never>(demand: .unlimited)
        let sum4 = TestSubscriber<Int, Never>(demand: .unlimited)
        a.combineLatest(b, c).subscribe(three)
        a.combineLatest(b, c, d).subscribe(four)
        a.combineLatest(b) { $0 + $1 }.subscribe(sum2)
        a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(sum3)
        a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.subscribe(sum4)

        a.send(1)
        b.send(10)
        c.send(100)
        d.send(1000)
        a.send(2)

        XCTAssertEqual(three.values.map { "\($0)" }, ["(1, 10, 100)", "(2, 10, 100)"])
        XCTAssertEqual(four.values.map { "\($0)" }, ["(1, 10, 100, 1000)", "(2, 10, 100, 1000)"])
        XCTAssertEqual(sum2.values, [11, 12])
        XCTAssertEqual(sum3.values, [111, 112])
        XCTAssertEqual(sum4.values, [1111, 1112])
    }

    func testPublisherTypesMirrorCombine() {
        let a = Just(1)
        let b = Just("b")
        let c = Just(3.0)
        let d = Just(true)
        XCTAssertTrue(
            type(of: a.combineLatest(b)) == Publishers.CombineLatest<Just<Int>, Just<String>>.self
        )
        XCTAssertTrue(
            type(of: a.combineLatest(b, c))
                == Publishers.CombineLatest3<Just<Int>, Just<String>, Just<Double>>.self
        )
        XCTAssertTrue(
            type(of: a.combineLatest(b, c, d))
                == Publishers.CombineLatest4<Just<Int>, Just<String>, Just<Double>, Just<Bool>>.self
        )
        XCTAssertTrue(
            type(of: a.combineLatest(b) { "\($0)\($1)" })
                == Publishers.Map<Publishers.CombineLatest<Just<Int>, Just<String>>, String>.self
        )
        XCTAssertEqual(a.combineLatest(b), Publishers.CombineLatest(Just(1), Just("b")))
        XCTAssertNotEqual(a.combineLatest(b), Publishers.CombineLatest(Just(2), Just("b")))
    }

    func testSynchronousUpstreamsCombineAndFinish() {
        let subscriber = TestSubscriber<(Int, String), Never>(demand: .unlimited)
        Just(1).combineLatest(Just("a")).subscribe(subscriber)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, [#"(1, "a")"#])
        XCTAssertTrue(subscriber.isFinished)
    }

    func testFinishesOnlyWhenEveryUpstreamHasFinished() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .unlimited)
        a.combineLatest(b).subscribe(subscriber)

        a.send(1)
        a.send(completion: .finished)
        b.send(2)
        b.send(3)
        XCTAssertTrue(subscriber.completions.isEmpty)
        b.send(completion: .finished)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 2)", "(1, 3)"])
        XCTAssertTrue(subscriber.isFinished)
    }

    func testFinishesWhenAllFinishEvenIfOneNeverEmitted() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .unlimited)
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        a.send(completion: .finished)
        XCTAssertTrue(subscriber.completions.isEmpty)
        b.send(completion: .finished)
        XCTAssertTrue(subscriber.values.isEmpty)
        XCTAssertTrue(subscriber.isFinished)
    }

    func testFailsOnTheFirstFailureAndCancelsTheOtherUpstreams() {
        let a = TestUpstream<Int, TestError>()
        let b = TestUpstream<Int, TestError>()
        let c = TestUpstream<Int, TestError>()
        let subscriber = TestSubscriber<(Int, Int, Int), TestError>(demand: .unlimited)
        a.combineLatest(b, c).subscribe(subscriber)

        a.send(1)
        b.send(completion: .failure(.boom))
        XCTAssertEqual(subscriber.completions, [.failure(.boom)])
        XCTAssertEqual(a.subscription.cancelCount, 1)
        XCTAssertEqual(b.subscription.cancelCount, 0)
        XCTAssertEqual(c.subscription.cancelCount, 1)

        b.send(2)
        c.send(3)
        a.send(completion: .failure(.boom))
        XCTAssertTrue(subscriber.values.isEmpty)
        XCTAssertEqual(subscriber.completions, [.failure(.boom)])
    }

    func testACombinationMadeWithoutDemandIsDroppedNotSentOnTheNextRequest() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(2))
        a.combineLatest(b).subscribe(subscriber)
        XCTAssertEqual(a.subscription.requests, [.max(2)])
        XCTAssertEqual(b.subscription.requests, [.max(2)])

        a.send(1)
        b.send(10)
        a.send(2)
        // No demand left: these only replace the latest values.
        b.send(11)
        a.send(3)
        b.send(12)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)", "(2, 10)"])

        // As in Combine: the request alone sends nothing; the next upstream value does.
        subscriber.request(.max(1))
        XCTAssertEqual(subscriber.values.count, 2)
        XCTAssertEqual(a.subscription.requests, [.max(2), .max(1)])
        XCTAssertEqual(b.subscription.requests, [.max(2), .max(1)])
        a.send(4)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)", "(2, 10)", "(4, 12)"])
        b.send(13)
        XCTAssertEqual(subscriber.values.count, 3)
    }

    func testDemandReturnedFromReceiveGoesBackToTheSendingUpstreamOnly() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(1))
        subscriber.onValue = { _ in .max(1) }
        a.combineLatest(b).subscribe(subscriber)

        a.send(1)
        let returned = b.send(10)
        a.send(2)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)", "(2, 10)"])
        // As in Combine: the sender gets it as its return value; no request goes anywhere.
        XCTAssertEqual(returned, .max(1))
        XCTAssertEqual(b.subscription.requests, [.max(1)])
        XCTAssertEqual(b.subscription.totalDemand, .max(2))
        XCTAssertEqual(a.subscription.totalDemand, .max(2))
    }

    func testCancelReachesEveryUpstreamAndStopsDelivery() {
        let upstreams = (0..<4).map { _ in TestUpstream<Int, Never>() }
        let two = TestSubscriber<(Int, Int), Never>(demand: .unlimited)
        let three = TestSubscriber<(Int, Int, Int), Never>(demand: .unlimited)
        let four = TestSubscriber<(Int, Int, Int, Int), Never>(demand: .unlimited)
        upstreams[0].combineLatest(upstreams[1]).subscribe(two)
        upstreams[0].combineLatest(upstreams[1], upstreams[2]).subscribe(three)
        upstreams[0].combineLatest(upstreams[1], upstreams[2], upstreams[3]).subscribe(four)

        two.cancel()
        three.cancel()
        four.cancel()
        four.cancel()

        XCTAssertEqual(upstreams[0].subscriptions.map(\.cancelCount), [1, 1, 1])
        XCTAssertEqual(upstreams[1].subscriptions.map(\.cancelCount), [1, 1, 1])
        XCTAssertEqual(upstreams[2].subscriptions.map(\.cancelCount), [1, 1])
        XCTAssertEqual(upstreams[3].subscriptions.map(\.cancelCount), [1])
        for upstream in upstreams {
            for subscription in upstream.subscriptions {
                subscription.send(1)
            }
        }
        XCTAssertTrue(two.values.isEmpty && three.values.isEmpty && four.values.isEmpty)
    }

    func testCancellingFromInsideReceiveStopsEverything() {
        let a = PassthroughSubject<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .unlimited)
        subscriber.onValue = { [unowned subscriber] _ in
            subscriber.cancel()
            return .none
        }
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        b.send(1)
        a.send(2)
        b.send(2)
        XCTAssertEqual(subscriber.values.count, 1)
        XCTAssertEqual(b.subscription.cancelCount, 1)
    }

    func testAValueSentFromInsideReceiveIsOnlyRecordedAsTheLatest() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(1))
        a.combineLatest(b).subscribe(subscriber)
        subscriber.onValue = { [unowned subscriber] value in
            // Re-entrant: a send and a request while the subscriber is being called.
            if value.0 == 1 {
                subscriber.request(.max(1))
                a.send(2)
            }
            return .none
        }
        a.send(1)
        b.send(10)
        // As in Combine: no extra combination for the re-entrant value, but it is the latest.
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)"])
        b.send(11)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)", "(2, 11)"])
        XCTAssertEqual(subscriber.maxReceiveDepth, 1)
    }

    func testASubscriberThatKeepsSendingFromInsideReceiveDoesNotLoop() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .unlimited)
        subscriber.onValue = { value in
            a.send(value.0 + 1)
            return .none
        }
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        b.send(10)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)"])
        b.send(11)
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(1, 10)", "(2, 11)"])
    }

    func testEveryRequestIsForwardedToEveryUpstreamEvenAfterUnlimited() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .unlimited)
        a.combineLatest(b).subscribe(subscriber)
        subscriber.request(.max(2))
        XCTAssertEqual(a.subscription.requests, [.unlimited, .max(2)])
        XCTAssertEqual(b.subscription.requests, [.unlimited, .max(2)])
        b.send(completion: .finished)
        subscriber.request(.max(1))
        XCTAssertEqual(a.subscription.requests, [.unlimited, .max(2), .max(1)])
        XCTAssertEqual(b.subscription.requests, [.unlimited, .max(2)], "not to an upstream that finished")
    }

    func testARequestOfNoneIsAPreconditionFailure() throws {
        // In a child process: the precondition failure stops it.
        try expectChildStops(saying: ["CombineLatest: a request of .none is not allowed"]) {
            let subscriber = TestSubscriber<(Int, Int), Never>(demand: .none)
            PassthroughSubject<Int, Never>().combineLatest(PassthroughSubject<Int, Never>()).subscribe(subscriber)
            subscriber.request(.none)
        }
    }

    func testTheSubscriberIsReleasedWhenTheSubscriptionEnds() {
        let a = TestUpstream<Int, TestError>()
        let b = TestUpstream<Int, TestError>()
        weak var cancelled: TestSubscriber<(Int, Int), TestError>?
        weak var finished: TestSubscriber<(Int, Int), TestError>?
        do {
            let first = TestSubscriber<(Int, Int), TestError>(demand: .unlimited)
            let second = TestSubscriber<(Int, Int), TestError>(demand: .unlimited)
            a.combineLatest(b).subscribe(first)
            a.combineLatest(b).subscribe(second)
            cancelled = first
            finished = second
            first.cancel()
            a.subscriptions[1].send(completion: .finished)
            b.subscriptions[1].send(completion: .finished)
        }
        // A difference from Combine, on purpose (see the operator's documentation).
        XCTAssertNil(cancelled)
        XCTAssertNil(finished)
    }

    func testOptionalValuesThatAreNilStillCount() {
        let a = PassthroughSubject<Int?, Never>()
        let b = PassthroughSubject<String?, Never>()
        let subscriber = TestSubscriber<(Int?, String?), Never>(demand: .unlimited)
        a.combineLatest(b).subscribe(subscriber)
        a.send(nil)
        b.send(nil)
        b.send("x")
        XCTAssertEqual(subscriber.values.map { "\($0)" }, ["(nil, nil)", #"(nil, Optional("x"))"#])
    }

    func testARequestMadeBeforeAnUpstreamSubscribesDoesNotReachIt() {
        let early = TestUpstream<Int, Never>()
        let late = TestUpstream<Int, Never>(holdingSubscriptions: true)
        let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(3))
        early.combineLatest(late).subscribe(subscriber)
        subscriber.request(.max(2))
        XCTAssertEqual(early.subscription.requests, [.max(3), .max(2)])
        XCTAssertTrue(late.subscription.requests.isEmpty)

        // As in Combine, which subscribes its upstreams before handing out its subscription.
        late.releaseSubscriptions()
        XCTAssertTrue(late.subscription.requests.isEmpty)
        subscriber.request(.max(1))
        XCTAssertEqual(late.subscription.requests, [.max(1)])
        XCTAssertEqual(early.subscription.requests, [.max(3), .max(2), .max(1)])
    }
}
