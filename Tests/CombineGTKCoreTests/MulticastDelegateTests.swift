@testable import CombineGTKCore
import Dispatch
import OpenCombine
import Synchronization
import Testing

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

@Suite("MulticastDelegate")
struct MulticastDelegateTests {
    @Test func invokesEveryReceiverInRegistrationOrder() {
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
        #expect(log.entries == ["first:1", "second:1", "third:1", "fourth:1"])
        #expect(delegates.count == 4)
        withExtendedLifetime((tokens, first, third)) {}
    }

    @Test func aReceiverThatStoresItsOwnTokenIsDeallocatedAndUnregistered() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        weak var weakReceiver: ClassListener?
        do {
            let receiver = ClassListener("self-registered", log: log)
            receiver.token = delegates.add(receiver)
            weakReceiver = receiver
            delegates.invoke { $0.didReceive(1) }
            #expect(delegates.registrationCount == 1)
        }
        #expect(weakReceiver == nil)
        // The token went with the receiver and removed the registration itself; no
        // pruning of dead entries was needed (`registrationCount` does not prune).
        #expect(delegates.registrationCount == 0)
        #expect(delegates.count == 0)
        delegates.invoke { $0.didReceive(2) }
        #expect(log.entries == ["self-registered:1"])
    }

    @Test func classReceiversAreHeldWeakly() {
        let log = Log()
        let delegates = MulticastDelegate<any Listener>()
        weak var weakReceiver: ClassListener?
        var token: AnyCancellable?
        do {
            let receiver = ClassListener("weak", log: log)
            weakReceiver = receiver
            token = delegates.add(receiver)
        }
        #expect(weakReceiver == nil)
        #expect(delegates.count == 0)
        delegates.invoke { $0.didReceive(1) }
        #expect(log.entries.isEmpty)
        withExtendedLifetime(token) {}
    }

    @Test func valueReceiversAreHeldByTheirRegistration() {
        let delegates = MulticastDelegate<any Listener>()
        weak var weakLog: Log?
        var token: AnyCancellable?
        do {
            let log = Log()
            weakLog = log
            token = delegates.add(ValueListener(name: "value", log: log))
        }
        #expect(weakLog != nil)
        delegates.invoke { $0.didReceive(1) }
        #expect(weakLog?.entries == ["value:1"])

        token?.cancel()
        #expect(weakLog == nil)
        #expect(delegates.count == 0)
        withExtendedLifetime(token) {}
    }

    @Test func closuresAreValueReceivers() {
        let delegates = MulticastDelegate<(Int) -> Void>()
        let log = Log()
        let token = delegates.add { log.entries.append("closure:\($0)") }
        delegates.invoke { $0(7) }
        #expect(log.entries == ["closure:7"])
        withExtendedLifetime(token) {}
    }

    @Test func releasingOrCancellingTheTokenEndsTheRegistration() {
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
        #expect(delegates.registrationCount == 1)
        delegates.invoke { $0.didReceive(1) }
        #expect(log.entries == ["kept:1"])
        withExtendedLifetime((keptToken, releasedToken, kept, released, cancelled)) {}
    }

    @Test func tokensDoNotKeepTheMulticastDelegateAlive() {
        let receiver = ClassListener("receiver", log: Log())
        weak var weakDelegates: MulticastDelegate<any Listener>?
        var token: AnyCancellable?
        do {
            let delegates = MulticastDelegate<any Listener>()
            weakDelegates = delegates
            token = delegates.add(receiver)
        }
        #expect(weakDelegates == nil)
        token?.cancel()  // Outliving its MulticastDelegate is harmless.
        withExtendedLifetime(receiver) {}
    }

    @Test func addingDuringInvokeTakesEffectNextTime() {
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
        #expect(log.entries == ["adder:1"])
        delegates.invoke { $0.didReceive(2) }
        #expect(log.entries == ["adder:1", "adder:2", "added:2"])
        withExtendedLifetime((adderToken, addedToken)) {}
    }

    @Test func removingDuringInvokeTakesEffectNextTime() {
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
        #expect(log.entries == ["remover:1", "removed:1"])
        delegates.invoke { $0.didReceive(2) }
        #expect(log.entries == ["remover:1", "removed:1", "remover:2"])
        withExtendedLifetime((removerToken, removedToken, removed)) {}
    }

    @Test func concurrentAddRemoveAndInvokeAreSafe() {
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
        #expect(delegates.registrationCount == 0)
        #expect(delegates.count == 0)
        // Each receiver was registered while its own thread invoked.
        #expect(counters.allSatisfy { $0.hits.load(ordering: .relaxed) >= 1 })
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
