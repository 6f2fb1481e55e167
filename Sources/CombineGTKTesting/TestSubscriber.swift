@preconcurrency import OpenCombine

/// A subscriber that records everything it receives and asks for exactly the demand the test
/// says, when the test says.
///
/// ```swift
/// let clicks = TestSubscriber<Void, Never>(demand: .max(1))
/// button.clickedPublisher.subscribe(clicks)
/// button.emitClicked()
/// button.emitClicked()           // no demand left: dropped
/// XCTAssertEqual(clicks.values.count, 1)
/// clicks.request(.max(1))        // ask for one more later
/// clicks.cancel()
/// ```
///
/// - `demand` is requested as soon as the subscription arrives (nothing when `.none`).
/// - `onValue` runs on each value, after it is recorded; its result is the demand
///   `receive(_:)` returns (more to come, or `.none`).
/// - Not thread-safe: use it on one thread, like the publishers it observes (the main one for
///   GTK's).
///
/// A subscriber that is neither cancelled nor completed lives on with its subscription (each
/// holds the other), as in Apple's Combine: cancel it at the end of the test, or run the test
/// in a ``TestScope``, which does it for every test subscriber made inside.
public final class TestSubscriber<Input, Failure: Error>: Subscriber, OpenCombine.Cancellable {
    /// Every value received, in order.
    public private(set) var values: [Input] = []
    /// Every completion received, in order: a correct publisher sends at most one.
    public private(set) var completions: [Subscribers.Completion<Failure>] = []
    /// The subscription received, kept until the test ends (also after a cancel).
    public private(set) var subscription: Subscription?
    /// Runs on each value after it is recorded; its result is the demand `receive(_:)`
    /// returns. Set it after `init` when it needs the subscriber itself.
    public var onValue: (Input) -> Subscribers.Demand
    /// The deepest nesting of `receive(_:)` calls seen: above 1, a value was delivered while
    /// the subscriber was still handling the previous one (a re-entrant delivery).
    public private(set) var maxReceiveDepth = 0
    /// How many subscriptions came after the first, each cancelled at once, as Combine's own
    /// subscribers do: a subscriber is subscribed once. Above 0, the test subscribed it twice
    /// (or a publisher sent `receive(subscription:)` twice).
    public private(set) var extraSubscriptions = 0

    private let initialDemand: Subscribers.Demand
    private var receiveDepth = 0

    /// Makes a subscriber that requests `demand` when it gets its subscription.
    ///
    /// - Parameters:
    ///   - demand: what to request at once; `.none` requests nothing until ``request(_:)``.
    ///   - onValue: runs on each value; returns the demand to add (default: none).
    public init(
        demand: Subscribers.Demand = .unlimited,
        onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }
    ) {
        initialDemand = demand
        self.onValue = onValue
        TestScope.current?.atEnd { [weak self] in self?.cancel() }
    }

    /// Makes a subscriber that requests `demand` and subscribes it to `publisher`, so its
    /// types come from the publisher: `TestSubscriber(subscribingTo: viewModel.text)`.
    public convenience init<P: Publisher>(
        subscribingTo publisher: P,
        demand: Subscribers.Demand = .unlimited
    ) where P.Output == Input, P.Failure == Failure {
        self.init(demand: demand)
        publisher.subscribe(self)
    }

    /// True when exactly one completion came, and it was `.finished`.
    public var isFinished: Bool {
        guard completions.count == 1, case .finished = completions[0] else { return false }
        return true
    }

    /// Records the subscription and requests the initial demand, if any. A second
    /// subscription is cancelled at once and counted in ``extraSubscriptions``.
    public func receive(subscription: Subscription) {
        guard self.subscription == nil else {
            extraSubscriptions += 1
            subscription.cancel()
            return
        }
        self.subscription = subscription
        if initialDemand > 0 {
            subscription.request(initialDemand)
        }
    }

    /// Records `input`, runs ``onValue``, and returns its demand.
    public func receive(_ input: Input) -> Subscribers.Demand {
        receiveDepth += 1
        maxReceiveDepth = max(maxReceiveDepth, receiveDepth)
        defer { receiveDepth -= 1 }
        values.append(input)
        return onValue(input)
    }

    /// Records `completion`.
    public func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
    }

    /// Requests `demand` more from the subscription (nothing before it has arrived).
    public func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    /// Cancels the subscription (nothing before it has arrived). The values and completions
    /// stay readable.
    public func cancel() {
        subscription?.cancel()
    }
}
