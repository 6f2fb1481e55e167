import CombineGTKCore
import CombineGTKTesting
import Dispatch
import OpenCombine
import Synchronization
import XCTest

final class MergeTests: ScopedTestCase {
    func testInterleavesValuesInArrivalOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .unlimited)
        Publishers.Merge(a, b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        b.send(3)
        a.send(4)
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
    }

    func testEveryArityDeliversFromEveryUpstream() {
        let u = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
        let subscribers = (2...8).map { _ in TestSubscriber<Int, Never>(demand: .unlimited) }
        for (offset, subscriber) in subscribers.enumerated() {
            mergedByArity(Array(u.prefix(offset + 2))).subscribe(subscriber)
        }

        for (index, subject) in u.enumerated().reversed() {
            subject.send(index)
        }
        for (offset, subscriber) in subscribers.enumerated() {
            let arity = offset + 2
            XCTAssertEqual(subscriber.values, Array((0..<arity).reversed()), "Merge of \(arity)")
        }
    }

    func testPublisherTypesMirrorCombine() {
        let a = Just(1)
        let b = Empty<Int, Never>()
        let c = [2].publisher
        typealias Three = Publishers.Merge3<
            Just<Int>, Empty<Int, Never>, Publishers.Sequence<[Int], Never>
        >
        XCTAssertTrue(type(of: a.merge(with: b)) == Publishers.Merge<Just<Int>, Empty<Int, Never>>.self)
        XCTAssertTrue(type(of: a.merge(with: a)) == Publishers.MergeMany<Just<Int>>.self)
        XCTAssertTrue(type(of: a.merge(with: b, c)) == Three.self)
        // Merging a merge flattens it rather than nesting.
        XCTAssertTrue(type(of: a.merge(with: b).merge(with: c)) == Three.self)
        XCTAssertTrue(
            type(of: a.merge(with: a, a).merge(with: a, a, a, a, a))
                == Publishers.Merge8<
                    Just<Int>, Just<Int>, Just<Int>, Just<Int>,
                    Just<Int>, Just<Int>, Just<Int>, Just<Int>
                >.self
        )
        XCTAssertEqual(a.merge(with: a).merge(with: a).publishers.count, 3)
        XCTAssertEqual(a.merge(with: b), Publishers.Merge(Just(1), Empty()))
        XCTAssertNotEqual(Publishers.MergeMany(a, a), Publishers.MergeMany(a, Just(2)))
    }

    func testFinishesWhenEveryUpstreamHasFinished() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .unlimited)
        a.merge(with: b).subscribe(subscriber)
        a.send(completion: .finished)
        b.send(1)
        XCTAssertTrue(subscriber.completions.isEmpty)
        b.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertTrue(subscriber.isFinished)
    }

    func testEmptyMergeManyFinishesOnTheFirstRequest() {
        let subscriber = TestSubscriber<Int, Never>(demand: .none)
        Publishers.MergeMany([Just<Int>]()).subscribe(subscriber)
        XCTAssertTrue(subscriber.completions.isEmpty)
        subscriber.request(.max(1))
        XCTAssertTrue(subscriber.values.isEmpty)
        XCTAssertTrue(subscriber.isFinished)
    }

    func testFailsOnTheFirstFailureAndCancelsEveryUpstreamTheFailedOneToo() {
        let a = TestUpstream<Int, TestError>()
        let b = TestUpstream<Int, TestError>()
        let c = TestUpstream<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        a.merge(with: b, c).subscribe(subscriber)
        a.send(1)
        c.send(completion: .failure(.boom))
        XCTAssertEqual(subscriber.completions, [.failure(.boom)])
        XCTAssertEqual(a.subscription.cancelCount, 1)
        XCTAssertEqual(b.subscription.cancelCount, 1)
        XCTAssertEqual(c.subscription.cancelCount, 1, "as in Combine, the failed upstream is cancelled too")
        b.send(2)
        b.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertEqual(subscriber.completions, [.failure(.boom)])
    }

    func testAnUpstreamFailingAtOnceCancelsThoseThatSubscribeAfterIt() {
        let later = TestUpstream<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        Fail<Int, TestError>(error: .boom).merge(with: later).subscribe(subscriber)
        XCTAssertEqual(subscriber.completions, [.failure(.boom)])
        XCTAssertEqual(later.subscription.cancelCount, 1)
    }

    func testEachUpstreamIsAskedForOneAtATimeAndToppedUpAsItsValuesAreDelivered() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
        Publishers.Merge(a, b).subscribe(subscriber)
        XCTAssertEqual(a.subscription.requests, [.max(1)])
        XCTAssertEqual(b.subscription.requests, [.max(1)])

        XCTAssertEqual(a.send(1), .max(1), "a delivered value tops its upstream up by one")
        XCTAssertEqual(b.send(2), .max(1))
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertEqual(a.send(3), .none, "no demand: kept, not topped up")
        b.send(4)
        subscriber.request(.max(1))
        XCTAssertEqual(subscriber.values, [1, 2, 3])
        XCTAssertEqual(a.subscription.requests, [.max(1), .max(1)], "a's pending value went: one more")
        XCTAssertEqual(b.subscription.requests, [.max(1)])
        subscriber.request(.max(2))
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
        XCTAssertEqual(b.subscription.requests, [.max(1), .max(1)])
        a.send(5)
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4, 5])
    }

    func testUnlimitedDemandAsksEveryUpstreamForUnlimitedAndLaterRequestsAreNotForwarded() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .unlimited)
        a.merge(with: b).subscribe(subscriber)
        XCTAssertEqual(a.subscription.requests, [.unlimited])
        XCTAssertEqual(b.subscription.requests, [.unlimited])
        subscriber.request(.max(3))
        XCTAssertEqual(a.subscription.requests, [.unlimited])
    }

    func testAnUpstreamSendingBeyondItsDemandKeepsOnlyItsLatestValueAndPendingValuesGoInUpstreamOrder() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let c = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .none)
        a.merge(with: b, c).subscribe(subscriber)
        c.send(1)
        b.send(2)
        a.send(3)
        b.send(4)
        a.send(5)
        subscriber.request(.max(5))
        XCTAssertEqual(subscriber.values, [5, 4, 1])
    }

    func testWithUnlimitedDemandAValueSentFromInsideReceiveIsDeliveredAtOnce() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .unlimited)
        subscriber.onValue = { value in
            if value == 1 { b.send(10) }
            return .none
        }
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        a.send(2)
        XCTAssertEqual(subscriber.values, [1, 10, 2])
        XCTAssertEqual(subscriber.maxReceiveDepth, 2, "as in Combine, re-entrantly on the same thread")
    }

    func testDemandReturnedForPendingValuesCountsAfterEveryUpstreamFinished() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let c = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .none)
        subscriber.onValue = { _ in .max(1) }
        a.merge(with: b, c).subscribe(subscriber)
        c.send(1)
        b.send(2)
        a.send(3)
        [a, b, c].forEach { $0.send(completion: .finished) }
        XCTAssertTrue(subscriber.completions.isEmpty, "values are pending")
        subscriber.request(.max(1))
        XCTAssertEqual(subscriber.values, [3])
        subscriber.request(.max(1)) // with the one 3's receive returned: two
        XCTAssertEqual(subscriber.values, [3, 2, 1])
        XCTAssertTrue(subscriber.isFinished)
    }

    func testTheSubscriberIsReleasedWhenTheSubscriptionEnds() {
        let a = TestUpstream<Int, TestError>()
        let b = TestUpstream<Int, TestError>()
        weak var cancelled: TestSubscriber<Int, TestError>?
        weak var failed: TestSubscriber<Int, TestError>?
        do {
            let first = TestSubscriber<Int, TestError>(demand: .unlimited)
            let second = TestSubscriber<Int, TestError>(demand: .unlimited)
            a.merge(with: b).subscribe(first)
            a.merge(with: b).subscribe(second)
            cancelled = first
            failed = second
            first.cancel()
            a.subscriptions[1].send(completion: .failure(.boom))
        }
        // A difference from Combine, on purpose: it keeps them until the subscription goes,
        // and a subscriber holding its subscription (as `sink` does) never goes.
        XCTAssertNil(cancelled)
        XCTAssertNil(failed)
    }

    func testFinishWaitsForPendingValues() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertTrue(subscriber.completions.isEmpty)
        subscriber.request(.max(1))
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertTrue(subscriber.isFinished)
    }

    func testSynchronousUpstreamsAreAskedInOrderAndRunOnWithTheirTopUps() {
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
        subscriber.onValue = { _ in .max(1) }
        [1, 2, 3].publisher.merge(with: [4, 5, 6].publisher).subscribe(subscriber)
        // Neither is asked as it subscribes; the downstream's request asks `a` for one, which
        // runs on as each delivered value tops it up, and then `b`: no value waits, and no
        // call to the downstream is nested in another.
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4, 5, 6])
        XCTAssertTrue(subscriber.isFinished)
        XCTAssertEqual(subscriber.maxReceiveDepth, 1)
    }

    func testCancelReachesEveryUpstreamOfEveryArity() {
        let u = (0..<8).map { _ in TestUpstream<Int, Never>() }
        let merges = (2...8).map { mergedByArity(Array(u.prefix($0))) } + [Publishers.MergeMany(u).eraseToAnyPublisher()]
        let arities = [2, 3, 4, 5, 6, 7, 8, 8]
        for (merge, arity) in zip(merges, arities) {
            let subscriber = TestSubscriber<Int, Never>(demand: .unlimited)
            merge.subscribe(subscriber)
            subscriber.cancel()
            subscriber.cancel()
            let cancels = u.prefix(arity).map { $0.subscriptions.last?.cancelCount }
            XCTAssertEqual(cancels, Array(repeating: 1, count: arity), "merge of \(arity)")
            for upstream in u.prefix(arity) {
                upstream.subscriptions.last?.send(1)
            }
            XCTAssertTrue(subscriber.values.isEmpty)
        }
    }

    func testCancellingFromInsideReceiveStopsPendingDelivery() {
        let a = TestUpstream<Int, Never>()
        let b = TestUpstream<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .none)
        subscriber.onValue = { [unowned subscriber] _ in
            subscriber.cancel()
            return .none
        }
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        subscriber.request(.unlimited)
        XCTAssertEqual(subscriber.values, [3], "a's latest pending value, then the cancel")
        XCTAssertEqual(a.subscription.cancelCount, 1)
        XCTAssertEqual(b.subscription.cancelCount, 1)
    }

    func testARequestFromInsideReceiveCountsOnceItReturns() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
        subscriber.onValue = { [unowned subscriber] value in
            if value == 1 {
                b.send(10) // no demand left: b's pending value
                subscriber.request(.max(2))
            }
            return .none
        }
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        XCTAssertEqual(subscriber.values, [1])
        a.send(2)
        XCTAssertEqual(subscriber.values, [1, 2], "the request counted once receive returned")
        subscriber.request(.max(1))
        XCTAssertEqual(subscriber.values, [1, 2, 10], "a request delivers the pending value")
        XCTAssertEqual(subscriber.maxReceiveDepth, 1)
    }

    func testConcurrentUpstreamsAreDeliveredSeriallyAndCompletely() {
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let received = Mutex<[Int]>([])
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let cancellable = Publishers.MergeMany(subjects).sink { value in
            if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            received.withLock { $0.append(value) }
            inside.subtract(1, ordering: .sequentiallyConsistent)
        }
        let perSubject = 2_000
        let shared = UncheckedSendable(subjects)
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for step in 0..<perSubject {
                shared.value[index].send(index * perSubject + step)
            }
        }
        cancellable.cancel()

        let values = received.withLock { $0 }
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(values.count, subjects.count * perSubject)
        for index in subjects.indices {
            let fromSubject = values.filter { $0 / perSubject == index }
            XCTAssertEqual(fromSubject, Array(index * perSubject..<(index + 1) * perSubject))
        }
    }
}
