import CombineGTKCore
import CombineGTKTesting
import OpenCombine
import XCTest

/// What each upstream of `merge` is asked for first, for every arity and `MergeMany`: what
/// Combine sends for the downstream's demand, with no request in front of it.
final class MergeFirstRequestTests: ScopedTestCase {
    /// `merge` of the upstreams by the operator of their arity, or `MergeMany`.
    static func merged(_ upstreams: [TestUpstream<Int, TestError>], many: Bool) -> AnyPublisher<Int, TestError> {
        many ? Publishers.MergeMany(upstreams).eraseToAnyPublisher() : mergedByArity(upstreams)
    }

    /// Each arity (2…8) with its own operator, and `MergeMany` with 2 and 5.
    static let shapes: [(count: Int, many: Bool)] = (2...8).map { ($0, false) } + [(2, true), (5, true)]

    static func upstreams(_ count: Int) -> [TestUpstream<Int, TestError>] {
        (0..<count).map { _ in TestUpstream<Int, TestError>() }
    }

    /// Runs `body` for each shape, each in a test scope of its own (as each argument of a
    /// parameterized test ran), with the shape's name for the assertions' messages.
    private func forEachShape(_ body: (_ count: Int, _ many: Bool, _ shape: String) -> Void) {
        for (count, many) in Self.shapes {
            TestScope.run { body(count, many, many ? "MergeMany of \(count)" : "merge of \(count)") }
        }
    }

    func testUnlimitedDemandAskedInsideReceiveSubscriptionIsEachUpstreamsOnlyRequest() {
        forEachShape { count, many, shape in
            let upstreams = Self.upstreams(count)
            let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
            Self.merged(upstreams, many: many).subscribe(subscriber)
            for upstream in upstreams { XCTAssertEqual(upstream.subscription.requests, [.unlimited], shape) }
        }
    }

    func testBoundedDemandAskedInsideReceiveSubscriptionAsksEachUpstreamForOne() {
        forEachShape { count, many, shape in
            let upstreams = Self.upstreams(count)
            let subscriber = TestSubscriber<Int, TestError>(demand: .max(3))
            Self.merged(upstreams, many: many).subscribe(subscriber)
            for upstream in upstreams { XCTAssertEqual(upstream.subscription.requests, [.max(1)], shape) }
        }
    }

    func testNoUpstreamIsAskedBeforeTheDownstreamAsks() {
        forEachShape { count, many, shape in
            let upstreams = Self.upstreams(count)
            let subscriber = TestSubscriber<Int, TestError>(demand: .none)
            Self.merged(upstreams, many: many).subscribe(subscriber)
            for upstream in upstreams { XCTAssertTrue(upstream.subscription.requests.isEmpty, shape) }
            subscriber.request(.unlimited)
            for upstream in upstreams { XCTAssertEqual(upstream.subscription.requests, [.unlimited], shape) }
        }
    }

    func testAChildFinishingWithNoSurplusRightAfterLeavesTheOthersTheirOneRequest() {
        forEachShape { count, many, shape in
            let upstreams = Self.upstreams(count)
            let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
            Self.merged(upstreams, many: many).subscribe(subscriber)
            upstreams[0].send(completion: .finished)
            for upstream in upstreams {
                XCTAssertEqual(upstream.subscription.requests, [.unlimited], shape)
                XCTAssertEqual(upstream.subscription.cancelCount, 0, shape)
            }
            XCTAssertTrue(subscriber.completions.isEmpty, shape)
        }
    }

    func testAChildFailingRightAfterCancelsTheOthersAfterTheirOneRequest() {
        forEachShape { count, many, shape in
            let upstreams = Self.upstreams(count)
            let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
            Self.merged(upstreams, many: many).subscribe(subscriber)
            upstreams[count - 1].send(completion: .failure(.boom))
            for upstream in upstreams.dropLast() {
                XCTAssertEqual(upstream.subscription.requests, [.unlimited], shape)
                XCTAssertEqual(upstream.subscription.cancelCount, 1, shape)
            }
            XCTAssertEqual(subscriber.completions, [.failure(.boom)], shape)
        }
    }

    func testDemandAskedWhileAValueIsDeliveredAddsNoUpstreamRequest() {
        forEachShape { count, many, shape in
            let upstreams = Self.upstreams(count)
            let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
            subscriber.onValue = { [unowned subscriber] _ in
                subscriber.request(.max(2))
                return .none
            }
            Self.merged(upstreams, many: many).subscribe(subscriber)
            XCTAssertEqual(upstreams[0].send(1), .max(1), "\(shape): the sender is topped up by its return value")
            XCTAssertEqual(upstreams[1].send(2), .max(1), "\(shape): demand asked inside receive(_:) counts: 2 left")
            XCTAssertEqual(subscriber.values, [1, 2], shape)
            for upstream in upstreams { XCTAssertEqual(upstream.subscription.requests, [.max(1)], shape) }
        }
    }

    func testAnUpstreamThatSubscribesAfterTheDownstreamAskedIsAskedAtOnce() {
        let early = TestUpstream<Int, TestError>()
        let late = TestUpstream<Int, TestError>(holdingSubscriptions: true)
        let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
        early.merge(with: late).subscribe(subscriber)
        XCTAssertEqual(early.subscription.requests, [.max(1)])
        late.releaseSubscriptions()
        XCTAssertEqual(late.subscription.requests, [.max(1)])
    }

    func testAnUpstreamThatSubscribesAfterUnlimitedDemandIsAskedForUnlimited() {
        let early = TestUpstream<Int, TestError>()
        let late = TestUpstream<Int, TestError>(holdingSubscriptions: true)
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        early.merge(with: late).subscribe(subscriber)
        XCTAssertEqual(early.subscription.requests, [.unlimited])
        late.releaseSubscriptions()
        XCTAssertEqual(late.subscription.requests, [.unlimited])
        late.send(1)
        late.send(completion: .finished)
        early.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertTrue(subscriber.isFinished)
    }

    /// `combineLatest` already sends the downstream's demand unchanged; kept so.
    func testCombineLatestPassesUnlimitedDemandAskedInsideReceiveSubscriptionOnce() {
        let a = TestUpstream<Int, TestError>()
        let b = TestUpstream<Int, TestError>()
        let subscriber = TestSubscriber<(Int, Int), TestError>(demand: .unlimited)
        a.combineLatest(b).subscribe(subscriber)
        XCTAssertEqual(a.subscription.requests, [.unlimited])
        XCTAssertEqual(b.subscription.requests, [.unlimited])
    }
}
