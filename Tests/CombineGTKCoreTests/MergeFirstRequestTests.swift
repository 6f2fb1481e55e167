import CombineGTKCore
import CombineGTKTesting
import OpenCombine
import Testing

/// What each upstream of `merge` is asked for first, for every arity and `MergeMany`: what
/// Combine sends for the downstream's demand, with no request in front of it.
@Suite("merge: the first request each upstream sees", .testScope)
struct MergeFirstRequestTests {
    /// `merge` of the upstreams by the operator of their arity, or `MergeMany`.
    static func merged(_ upstreams: [TestUpstream<Int, TestError>], many: Bool) -> AnyPublisher<Int, TestError> {
        many ? Publishers.MergeMany(upstreams).eraseToAnyPublisher() : mergedByArity(upstreams)
    }

    /// Each arity (2…8) with its own operator, and `MergeMany` with 2 and 5.
    static let shapes: [(count: Int, many: Bool)] = (2...8).map { ($0, false) } + [(2, true), (5, true)]

    static func upstreams(_ count: Int) -> [TestUpstream<Int, TestError>] {
        (0..<count).map { _ in TestUpstream<Int, TestError>() }
    }

    @Test(arguments: shapes)
    func unlimitedDemandAskedInsideReceiveSubscriptionIsEachUpstreamsOnlyRequest(count: Int, many: Bool) {
        let upstreams = Self.upstreams(count)
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        Self.merged(upstreams, many: many).subscribe(subscriber)
        for upstream in upstreams { #expect(upstream.subscription.requests == [.unlimited]) }
    }

    @Test(arguments: shapes)
    func boundedDemandAskedInsideReceiveSubscriptionAsksEachUpstreamForOne(count: Int, many: Bool) {
        let upstreams = Self.upstreams(count)
        let subscriber = TestSubscriber<Int, TestError>(demand: .max(3))
        Self.merged(upstreams, many: many).subscribe(subscriber)
        for upstream in upstreams { #expect(upstream.subscription.requests == [.max(1)]) }
    }

    @Test(arguments: shapes)
    func noUpstreamIsAskedBeforeTheDownstreamAsks(count: Int, many: Bool) {
        let upstreams = Self.upstreams(count)
        let subscriber = TestSubscriber<Int, TestError>(demand: .none)
        Self.merged(upstreams, many: many).subscribe(subscriber)
        for upstream in upstreams { #expect(upstream.subscription.requests.isEmpty) }
        subscriber.request(.unlimited)
        for upstream in upstreams { #expect(upstream.subscription.requests == [.unlimited]) }
    }

    @Test(arguments: shapes)
    func aChildFinishingWithNoSurplusRightAfterLeavesTheOthersTheirOneRequest(count: Int, many: Bool) {
        let upstreams = Self.upstreams(count)
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        Self.merged(upstreams, many: many).subscribe(subscriber)
        upstreams[0].send(completion: .finished)
        for upstream in upstreams {
            #expect(upstream.subscription.requests == [.unlimited])
            #expect(upstream.subscription.cancelCount == 0)
        }
        #expect(subscriber.completions.isEmpty)
    }

    @Test(arguments: shapes)
    func aChildFailingRightAfterCancelsTheOthersAfterTheirOneRequest(count: Int, many: Bool) {
        let upstreams = Self.upstreams(count)
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        Self.merged(upstreams, many: many).subscribe(subscriber)
        upstreams[count - 1].send(completion: .failure(.boom))
        for upstream in upstreams.dropLast() {
            #expect(upstream.subscription.requests == [.unlimited])
            #expect(upstream.subscription.cancelCount == 1)
        }
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test(arguments: shapes)
    func demandAskedWhileAValueIsDeliveredAddsNoUpstreamRequest(count: Int, many: Bool) {
        let upstreams = Self.upstreams(count)
        let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
        subscriber.onValue = { [unowned subscriber] _ in
            subscriber.request(.max(2))
            return .none
        }
        Self.merged(upstreams, many: many).subscribe(subscriber)
        #expect(upstreams[0].send(1) == .max(1), "the sender is topped up by its return value")
        #expect(upstreams[1].send(2) == .max(1), "demand asked inside receive(_:) counts: 2 left")
        #expect(subscriber.values == [1, 2])
        for upstream in upstreams { #expect(upstream.subscription.requests == [.max(1)]) }
    }

    @Test func anUpstreamThatSubscribesAfterTheDownstreamAskedIsAskedAtOnce() {
        let early = TestUpstream<Int, TestError>()
        let late = TestUpstream<Int, TestError>(holdingSubscriptions: true)
        let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
        early.merge(with: late).subscribe(subscriber)
        #expect(early.subscription.requests == [.max(1)])
        late.releaseSubscriptions()
        #expect(late.subscription.requests == [.max(1)])
    }

    @Test func anUpstreamThatSubscribesAfterUnlimitedDemandIsAskedForUnlimited() {
        let early = TestUpstream<Int, TestError>()
        let late = TestUpstream<Int, TestError>(holdingSubscriptions: true)
        let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited)
        early.merge(with: late).subscribe(subscriber)
        #expect(early.subscription.requests == [.unlimited])
        late.releaseSubscriptions()
        #expect(late.subscription.requests == [.unlimited])
        late.send(1)
        late.send(completion: .finished)
        early.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.isFinished)
    }

    /// `combineLatest` already sends the downstream's demand unchanged; kept so.
    @Test func combineLatestPassesUnlimitedDemandAskedInsideReceiveSubscriptionOnce() {
        let a = TestUpstream<Int, TestError>()
        let b = TestUpstream<Int, TestError>()
        let subscriber = TestSubscriber<(Int, Int), TestError>(demand: .unlimited)
        a.combineLatest(b).subscribe(subscriber)
        #expect(a.subscription.requests == [.unlimited])
        #expect(b.subscription.requests == [.unlimited])
    }
}
