import CombineGTKCore
import CombineGTKTesting
import OpenCombine
import Testing

/// `bind(to:)`: Sink's contract (unlimited demand, cancel cancels upstream, releasing the
/// cancellable cancels), plus: no value is applied after the binding ends.
@Suite("bind(to:)", .testScope)
struct BindTests {
    final class Target {
        var values: [Int] = []
    }

    @Test func appliesEveryValueInOrderAskingForUnlimitedDemand() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        let binding = upstream.bind(to: Binder(target) { $0.values.append($1) })
        #expect(upstream.subscription.requests == [.unlimited])
        for value in 1...3 {
            #expect(upstream.send(value) == .none)
        }
        #expect(target.values == [1, 2, 3])
        binding.cancel()
    }

    @Test func cancelCancelsUpstreamOnceAndStopsApplying() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        let binding = upstream.bind(to: Binder(target) { $0.values.append($1) })
        upstream.send(1)
        binding.cancel()
        binding.cancel()
        // An upstream that keeps sending after cancel (Combine allows it to race).
        upstream.send(2)
        #expect(upstream.subscription.cancelCount == 1)
        #expect(target.values == [1])
    }

    @Test func releasingTheCancellableCancels() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        var binding: AnyCancellable? = upstream.bind(to: Binder(target) { $0.values.append($1) })
        withExtendedLifetime(binding) {}
        binding = nil
        upstream.send(1)
        #expect(upstream.subscription.cancelCount == 1)
        #expect(target.values.isEmpty)
    }

    @Test func completionEndsTheBindingWithoutCancellingUpstream() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        let binding = upstream.bind(to: Binder(target) { $0.values.append($1) })
        upstream.send(1)
        upstream.send(completion: .finished)
        upstream.send(2)
        binding.cancel()
        #expect(target.values == [1])
        #expect(upstream.subscription.cancelCount == 0)
    }

    /// Hands its subscriber two subscriptions, as a broken upstream might.
    struct TwiceSubscribing: Publisher {
        typealias Output = Int
        typealias Failure = Never
        let first: TestUpstream<Int, Never>
        let second: TestUpstream<Int, Never>

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            first.receive(subscriber: subscriber)
            second.receive(subscriber: subscriber)
        }
    }

    @Test func aSecondSubscriptionIsCancelledAtOnce() {
        let first = TestUpstream<Int, Never>(), second = TestUpstream<Int, Never>()
        let target = Target()
        let binding = TwiceSubscribing(first: first, second: second).bind(to: Binder(target) { $0.values.append($1) })
        #expect(second.subscription.cancelCount == 1)
        #expect(second.subscription.requests.isEmpty)
        #expect(first.subscription.requests == [.unlimited])
        first.send(1)
        #expect(target.values == [1])
        binding.cancel()
        #expect(first.subscription.cancelCount == 1)
    }

    @Test func optionalBindersTakeNonOptionalPublishers() {
        let subject = PassthroughSubject<String, Never>()
        var seen: [String?] = []
        let binding = subject.bind(to: Binder<String?> { seen.append($0) })
        subject.send("a")
        binding.cancel()
        subject.send("b")
        #expect(seen == ["a"])
    }

    @Test func theTargetIsHeldWeakly() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: Target?
        var binding: AnyCancellable?
        do {
            let target = Target()
            released = target
            binding = subject.bind(to: Binder(target) { $0.values.append($1) })
        }
        #expect(released == nil)
        subject.send(1)
        binding?.cancel()
    }
}
