@preconcurrency import OpenCombine

/// A subscriber that records everything and whose demand the test controls: `initial` is
/// requested on subscription, and `more(value, index)` is returned from each `receive`.
final class TestSubscriber<Input>: Subscriber {
    typealias Failure = Never

    private let initial: Subscribers.Demand
    private let more: (Input, Int) -> Subscribers.Demand
    var onValue: ((Input) -> Void)?

    private(set) var subscription: Subscription?
    private(set) var values: [Input] = []
    private(set) var completions = 0

    init(
        initial: Subscribers.Demand = .unlimited,
        onValue: ((Input) -> Void)? = nil,
        more: @escaping (Input, Int) -> Subscribers.Demand = { _, _ in .none }
    ) {
        self.initial = initial
        self.onValue = onValue
        self.more = more
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        onValue?(input)
        return more(input, values.count - 1)
    }

    func receive(completion: Subscribers.Completion<Never>) {
        completions += 1
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}
