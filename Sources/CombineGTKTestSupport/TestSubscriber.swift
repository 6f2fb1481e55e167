@preconcurrency import OpenCombine

/// A subscriber that records everything and whose demand the test controls: `initial` is
/// requested on subscription, and `more(value, index)` is returned from each `receive`.
public final class TestSubscriber<Input>: Subscriber {
    public typealias Failure = Never

    private let initial: Subscribers.Demand
    private let more: (Input, Int) -> Subscribers.Demand
    public var onValue: ((Input) -> Void)?

    public private(set) var subscription: Subscription?
    public private(set) var values: [Input] = []
    public private(set) var completions = 0

    public init(
        initial: Subscribers.Demand = .unlimited,
        onValue: ((Input) -> Void)? = nil,
        more: @escaping (Input, Int) -> Subscribers.Demand = { _, _ in .none }
    ) {
        self.initial = initial
        self.onValue = onValue
        self.more = more
    }

    public func receive(subscription: Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        onValue?(input)
        return more(input, values.count - 1)
    }

    public func receive(completion: Subscribers.Completion<Never>) {
        completions += 1
    }

    public func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    public func cancel() { subscription?.cancel() }
}
