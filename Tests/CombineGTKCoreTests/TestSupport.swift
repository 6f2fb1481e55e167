import Foundation
import OpenCombine
import Testing

enum TestError: Error, Equatable {
    case boom
}

/// Records every event and requests exactly what the test says, when it says.
final class TestSubscriber<Input, Failure: Error>: Subscriber {
    private(set) var values: [Input] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    /// Runs on each value; its result is the demand `receive(_:)` returns.
    var onValue: (Input) -> Subscribers.Demand = { _ in .none }
    /// The deepest nesting of `receive(_:)` calls seen: above 1, a value was delivered
    /// while the subscriber was still handling the previous one.
    private(set) var maxReceiveDepth = 0
    private var receiveDepth = 0

    init(demand: Subscribers.Demand) {
        initialDemand = demand
        TestScope.current?.atEnd { [weak self] in self?.cancel() }
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initialDemand > 0 {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        receiveDepth += 1
        maxReceiveDepth = max(maxReceiveDepth, receiveDepth)
        defer { receiveDepth -= 1 }
        values.append(input)
        return onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func cancel() {
        subscription?.cancel()
    }
}

extension TestSubscriber where Failure: Equatable {
    var isFinished: Bool { completions == [.finished] }
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

/// What a test leaves behind is let go when it ends: every `TestSubscriber` is cancelled and
/// every `TestUpstreamSubscription` drops its subscriber. A subscription never cancelled
/// lives on in a reference cycle (with a subject, or with its test upstream), as it would in
/// Apple's Combine; LeakSanitizer (`make sanitize`) would report the test's objects.
final class TestScope: @unchecked Sendable {
    @TaskLocal static var current: TestScope?

    private let lock = NSLock()
    private var cleanups: [() -> Void] = []

    func atEnd(_ cleanup: @escaping () -> Void) {
        lock.withLock { cleanups.append(cleanup) }
    }

    fileprivate func end() {
        let cleanups = lock.withLock { () -> [() -> Void] in
            defer { self.cleanups = [] }
            return self.cleanups
        }
        cleanups.forEach { $0() }
    }
}

/// `@Suite(.testScope)`: each test runs in a `TestScope` of its own.
struct TestScopeTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        let scope = TestScope()
        defer { scope.end() }
        try await TestScope.$current.withValue(scope) { try await function() }
    }
}

extension Trait where Self == TestScopeTrait {
    static var testScope: Self { TestScopeTrait() }
}
