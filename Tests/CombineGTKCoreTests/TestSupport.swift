import CombineGTKTesting
import OpenCombine
import XCTest

enum TestError: Error, Equatable {
    case boom
}

/// A test case whose every test runs in a ``TestScope`` of its own (Swift Testing's
/// `@Suite(.testScope)`): the test subscribers and upstream subscriptions a test made are let
/// go when it ends.
class ScopedTestCase: XCTestCase {
    override func invokeTest() {
        TestScope.run { super.invokeTest() }
    }
}

/// A publisher that emits only when the test tells it to, with or without demand, and
/// records what its subscriber asks of it.
final class TestUpstream<Output, Failure: Error>: Publisher {
    private(set) var subscriptions: [TestUpstreamSubscription<Output, Failure>] = []
    /// Subscriptions not yet handed to their subscribers (see `init(holdingSubscriptions:)`).
    private var held: [() -> Void] = []
    private let holdsSubscriptions: Bool

    /// With `holdingSubscriptions`, subscribers get their subscription only at
    /// `releaseSubscriptions()`, like a publisher that subscribes asynchronously.
    init(holdingSubscriptions: Bool = false) {
        holdsSubscriptions = holdingSubscriptions
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = TestUpstreamSubscription(AnySubscriber(subscriber))
        subscriptions.append(subscription)
        if holdsSubscriptions {
            held.append { subscriber.receive(subscription: subscription) }
        } else {
            subscriber.receive(subscription: subscription)
        }
    }

    func releaseSubscriptions() {
        let pending = held
        held = []
        pending.forEach { $0() }
    }

    /// The one subscription the tests expect.
    var subscription: TestUpstreamSubscription<Output, Failure> {
        precondition(subscriptions.count == 1, "\(subscriptions.count) subscriptions, not 1")
        return subscriptions[0]
    }

    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        subscription.send(value)
    }

    func send(completion: Subscribers.Completion<Failure>) {
        subscription.send(completion: completion)
    }
}

final class TestUpstreamSubscription<Output, Failure: Error>: Subscription {
    /// Kept after `cancel()`, so tests can send after it; let go when the test ends.
    private var subscriber: AnySubscriber<Output, Failure>?
    /// Every `request(_:)` call, in order.
    private(set) var requests: [Subscribers.Demand] = []
    /// Every non-zero demand returned from the subscriber's `receive(_:)`.
    private(set) var returnedDemands: [Subscribers.Demand] = []
    private(set) var cancelCount = 0

    init(_ subscriber: AnySubscriber<Output, Failure>) {
        self.subscriber = subscriber
        TestScope.current?.atEnd { [weak self] in self?.subscriber = nil }
    }

    /// Everything asked for, by request or by return value.
    var totalDemand: Subscribers.Demand {
        (requests + returnedDemands).reduce(.none, +)
    }

    func request(_ demand: Subscribers.Demand) {
        requests.append(demand)
    }

    func cancel() {
        cancelCount += 1
    }

    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        guard let subscriber else { return .none }
        let demand = subscriber.receive(value)
        if demand > 0 {
            returnedDemands.append(demand)
        }
        return demand
    }

    func send(completion: Subscribers.Completion<Failure>) {
        subscriber?.receive(completion: completion)
    }
}

/// `merge` of `upstreams` (2…8), built by the operator of that arity: `Merge`, `Merge3` …
/// `Merge8`, so each one's own code is what a test checks.
func mergedByArity<Upstream: Publisher>(_ upstreams: [Upstream]) -> AnyPublisher<Upstream.Output, Upstream.Failure> {
    let u = upstreams
    switch u.count {
    case 2: return Publishers.Merge(u[0], u[1]).eraseToAnyPublisher()
    case 3: return u[0].merge(with: u[1], u[2]).eraseToAnyPublisher()
    case 4: return u[0].merge(with: u[1], u[2], u[3]).eraseToAnyPublisher()
    case 5: return u[0].merge(with: u[1], u[2], u[3], u[4]).eraseToAnyPublisher()
    case 6: return u[0].merge(with: u[1], u[2], u[3], u[4], u[5]).eraseToAnyPublisher()
    case 7: return u[0].merge(with: u[1], u[2], u[3], u[4], u[5], u[6]).eraseToAnyPublisher()
    case 8: return u[0].merge(with: u[1], u[2], u[3], u[4], u[5], u[6], u[7]).eraseToAnyPublisher()
    default: preconditionFailure("merge has no operator for \(u.count) upstreams")
    }
}
