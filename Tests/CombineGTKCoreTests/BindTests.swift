import CombineGTKCore
import CombineGTKTesting
import OpenCombine
import XCTest

/// `bind(to:)`: Sink's contract (unlimited demand, cancel cancels upstream, releasing the
/// cancellable cancels), plus: no value is applied after the binding ends.
final class BindTests: ScopedTestCase {
    final class Target {
        var values: [Int] = []
    }

    func testAppliesEveryValueInOrderAskingForUnlimitedDemand() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        let binding = upstream.bind(to: Binder(target) { $0.values.append($1) })
        XCTAssertEqual(upstream.subscription.requests, [.unlimited])
        for value in 1...3 {
            XCTAssertEqual(upstream.send(value), .none)
        }
        XCTAssertEqual(target.values, [1, 2, 3])
        binding.cancel()
    }

    func testCancelCancelsUpstreamOnceAndStopsApplying() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        let binding = upstream.bind(to: Binder(target) { $0.values.append($1) })
        upstream.send(1)
        binding.cancel()
        binding.cancel()
        // An upstream that keeps sending after cancel (Combine allows it to race).
        upstream.send(2)
        XCTAssertEqual(upstream.subscription.cancelCount, 1)
        XCTAssertEqual(target.values, [1])
    }

    func testReleasingTheCancellableCancels() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        var binding: AnyCancellable? = upstream.bind(to: Binder(target) { $0.values.append($1) })
        withExtendedLifetime(binding) {}
        binding = nil
        upstream.send(1)
        XCTAssertEqual(upstream.subscription.cancelCount, 1)
        XCTAssertTrue(target.values.isEmpty)
    }

    func testCompletionEndsTheBindingWithoutCancellingUpstream() {
        let upstream = TestUpstream<Int, Never>()
        let target = Target()
        let binding = upstream.bind(to: Binder(target) { $0.values.append($1) })
        upstream.send(1)
        upstream.send(completion: .finished)
        upstream.send(2)
        binding.cancel()
        XCTAssertEqual(target.values, [1])
        XCTAssertEqual(upstream.subscription.cancelCount, 0)
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

    func testASecondSubscriptionIsCancelledAtOnce() {
        let first = TestUpstream<Int, Never>(), second = TestUpstream<Int, Never>()
        let target = Target()
        let binding = TwiceSubscribing(first: first, second: second).bind(to: Binder(target) { $0.values.append($1) })
        XCTAssertEqual(second.subscription.cancelCount, 1)
        XCTAssertTrue(second.subscription.requests.isEmpty)
        XCTAssertEqual(first.subscription.requests, [.unlimited])
        first.send(1)
        XCTAssertEqual(target.values, [1])
        binding.cancel()
        XCTAssertEqual(first.subscription.cancelCount, 1)
    }

    func testOptionalBindersTakeNonOptionalPublishers() {
        let subject = PassthroughSubject<String, Never>()
        var seen: [String?] = []
        let binding = subject.bind(to: Binder<String?> { seen.append($0) })
        subject.send("a")
        binding.cancel()
        subject.send("b")
        XCTAssertEqual(seen, ["a"])
    }

    func testTheTargetIsHeldWeakly() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: Target?
        var binding: AnyCancellable?
        do {
            let target = Target()
            released = target
            binding = subject.bind(to: Binder(target) { $0.values.append($1) })
        }
        XCTAssertNil(released)
        subject.send(1)
        binding?.cancel()
    }
}
