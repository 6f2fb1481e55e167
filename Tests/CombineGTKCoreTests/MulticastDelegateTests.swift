@testable import CombineGTKCore
import Dispatch
import OpenCombine
import Synchronization
import XCTest

private protocol Listener {
    func didReceive(_ value: Int)
}

/// Collects what receivers were told, across receivers.
private final class Log {
    var entries: [String] = []
}

private final class ClassListener: Listener {
    let name: String
    let log: Log
    /// The pattern the seed's design leaks with: a receiver keeping its own token.
    var token: AnyCancellable?
    var onReceive: () -> Void = {}

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func didReceive(_ value: Int) {
        log.entries.append("\(name):\(value)")
        onReceive()
    }
}

private struct ValueListener: Listener {
    let name: String
    let log: Log

    func didReceive(_ value: Int) {
        log.entries.append("\(name):\(value)")
    }
}

final class MulticastDelegateTests: XCTestCase {
    func testInvokesEveryReceiverInRegistrationOrder() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        let first = ClassListener("first", log: log)
        let third = ClassListener("third", log: log)
        let tokens = [
            delegates.add(first),
            delegates.add(ValueListener(name: "second", log: log)),
            delegates.add(third),
            delegates.add(ValueListener(name: "fourth", log: log)),
        ]
        delegates.invoke { $0.didReceive(1) }
        XCTAssertEqual(log.entries, ["first:1", "second:1", "third:1", "fourth:1"])
        XCTAssertEqual(delegates.count, 4)
        withExtendedLifetime((tokens, first, third)) {}
    }

    func testAReceiverThatStoresItsOwnTokenIsDeallocatedAndUnregistered() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        weak var weakReceiver: ClassListener?
        do {
            let receiver = ClassListener("self-registered", log: log)
            receiver.token = delegates.add(receiver)
            weakReceiver = receiver
            delegates.invoke { $0.didReceive(1) }
            XCTAssertEqual(delegates.registrationCount, 1)
        }
        XCTAssertNil(weakReceiver)
        // The token went with the receiver and removed the registration itself; no
        // pruning of dead entries was needed (`registrationCount` does not prune).
        XCTAssertEqual(delegates.registrationCount, 0)
        XCTAssertEqual(delegates.count, 0)
        delegates.invoke { $0.didReceive(2) }
        XCTAssertEqual(log.entries, ["self-registered:1"])
    }

    func testClassReceiversAreHeldWeakly() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        weak var weakReceiver: ClassListener?
        var token: AnyCancellable?
        do {
            let receiver = ClassListener("weak", log: log)
            weakReceiver = receiver
            token = delegates.add(receiver)
        }
        XCTAssertNil(weakReceiver)
        XCTAssertEqual(delegates.count, 0)
        delegates.invoke { $0.didReceive(1) }
        XCTAssertTrue(log.entries.isEmpty)
        withExtendedLifetime(token) {}
    }

    func testValueReceiversAreHeldByTheirRegistration() {
        let delegates = MulticastDelegate<any Listener>()
        weak var weakLog: Log?
        var token: AnyCancellable?
        do {
            let log = Log()
            weakLog = log
            token = delegates.add(ValueListener(name: "value", log: log))
        }
        XCTAssertNotNil(weakLog)
        delegates.invoke { $0.didReceive(1) }
        XCTAssertEqual(weakLog?.entries, ["value:1"])

        token?.cancel()
        XCTAssertNil(weakLog)
        XCTAssertEqual(delegates.count, 0)
        withExtendedLifetime(token) {}
    }

    func testClosuresAreValueReceivers() {
        let delegates = MulticastDelegate<(Int) -> Void>()
        let log = Log()
        let token = delegates.add { log.entries.append("closure:\($0)") }
        delegates.invoke { $0(7) }
        XCTAssertEqual(log.entries, ["closure:7"])
        withExtendedLifetime(token) {}
    }

    func testReleasingOrCancellingTheTokenEndsTheRegistration() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        let kept = ClassListener("kept", log: log)
        let released = ClassListener("released", log: log)
        let cancelled = ClassListener("cancelled", log: log)
        let keptToken = delegates.add(kept)
        var releasedToken: AnyCancellable? = delegates.add(released)
        let cancelledToken = delegates.add(cancelled)

        releasedToken = nil
        cancelledToken.cancel()
        cancelledToken.cancel()
        XCTAssertEqual(delegates.registrationCount, 1)
        delegates.invoke { $0.didReceive(1) }
        XCTAssertEqual(log.entries, ["kept:1"])
        withExtendedLifetime((keptToken, releasedToken, kept, released, cancelled)) {}
    }

    func testTokensDoNotKeepTheMulticastDelegateAlive() {
        let receiver = ClassListener("receiver", log: Log())
        weak var weakDelegates: MulticastDelegate<any Listener>?
        var token: AnyCancellable?
        do {
            let delegates = MulticastDelegate<any Listener>()
            weakDelegates = delegates
            token = delegates.add(receiver)
        }
        XCTAssertNil(weakDelegates)
        token?.cancel()  // Outliving its MulticastDelegate is harmless.
        withExtendedLifetime(receiver) {}
    }

    func testAddingDuringInvokeTakesEffectNextTime() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        let adder = ClassListener("adder", log: log)
        let added = ClassListener("added", log: log)
        var addedToken: AnyCancellable?
        adder.onReceive = {
            if addedToken == nil {
                addedToken = delegates.add(added)
            }
        }
        let adderToken = delegates.add(adder)
        delegates.invoke { $0.didReceive(1) }
        XCTAssertEqual(log.entries, ["adder:1"])
        delegates.invoke { $0.didReceive(2) }
        XCTAssertEqual(log.entries, ["adder:1", "adder:2", "added:2"])
        withExtendedLifetime((adderToken, addedToken)) {}
    }

    func testRemovingDuringInvokeTakesEffectNextTime() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        let remover = ClassListener("remover", log: log)
        let removed = ClassListener("removed", log: log)
        let removerToken = delegates.add(remover)
        var removedToken: AnyCancellable? = delegates.add(removed)
        remover.onReceive = {
            removedToken = nil
            // Re-entrant use from inside a call must not deadlock.
            _ = delegates.count
        }
        delegates.invoke { $0.didReceive(1) }
        XCTAssertEqual(log.entries, ["remover:1", "removed:1"])
        delegates.invoke { $0.didReceive(2) }
        XCTAssertEqual(log.entries, ["remover:1", "removed:1", "remover:2"])
        withExtendedLifetime((removerToken, removedToken, removed)) {}
    }

    func testConcurrentAddRemoveAndInvokeAreSafe() {
        let delegates = MulticastDelegate<any CountingListener>()
        let iterations = 2_000
        let counters = (0..<iterations).map { _ in Counter() }
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            let counter = counters[index]
            let token = index.isMultiple(of: 3)
                ? delegates.add(CountingValue(counter: counter))
                : delegates.add(counter)
            // A receiver that dies while registered, to race pruning against the rest.
            let shortLived = delegates.add(Counter())
            delegates.invoke { $0.hit() }
            _ = delegates.count
            if index.isMultiple(of: 2) {
                token.cancel()
            }
            withExtendedLifetime((token, shortLived)) {}
        }
        XCTAssertEqual(delegates.registrationCount, 0)
        XCTAssertEqual(delegates.count, 0)
        // Each receiver was registered while its own thread invoked.
        XCTAssertTrue(counters.allSatisfy { $0.hits.load(ordering: .relaxed) >= 1 })
    }
}

private protocol CountingListener: Sendable {
    func hit()
}

private final class Counter: CountingListener {
    let hits = Atomic<Int>(0)

    func hit() {
        hits.add(1, ordering: .relaxed)
    }
}

private struct CountingValue: CountingListener {
    let counter: Counter

    func hit() {
        counter.hit()
    }
}
