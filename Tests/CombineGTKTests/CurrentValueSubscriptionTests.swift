import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A current-value subscription that records when it is asked to read: whether the
/// subscription was still active then (so its object alive).
private final class ReadRecorder<Downstream: Subscriber>: CurrentValueSubscription<Downstream, Bool>
where Downstream.Input == Bool, Downstream.Failure == Never {
    var reads = 0
    var readsAfterTheEnd = 0

    override func sendCurrent() {
        reads += 1
        if status != .active { readsAfterTheEnd += 1 }
    }
}

/// What every current-value subscription (property, settings key, action state) inherits:
/// when `sendCurrent()` is called.
final class CurrentValueSubscriptionTests: MainActorTestCase {
    func testDemandFromAnotherThreadReadsNothingOnceTheSubscriptionHasEnded() {
        onMain {
            for end in ["cancel", "finalize"] {
                var action: SimpleAction? = SimpleAction(name: "go")
                let values = TestSubscriber<Bool, Never>(demand: .none)
                var recorder: ReadRecorder<TestSubscriber<Bool, Never>>?
                CurrentValueSubscription.subscribe(values, to: WeakObjectReference(action!.objectPointer), call: "test") { object in
                    let made = ReadRecorder(downstream: values, object: object)
                    recorder = made
                    return (made, "notify::enabled")
                }
                let subscription = UncheckedSendable(values.subscription!)
                onAnotherThread { subscription.value.request(.max(1)) }
                if end == "cancel" { values.cancel() } else { action = nil }
                drainMainContext()
                XCTAssertEqual(recorder?.readsAfterTheEnd, 0, "\(end): the hop read the value of an ended subscription")
                XCTAssertEqual(values.completions.count, end == "cancel" ? 0 : 1)
                withExtendedLifetime(action) {}
            }
        }
    }

    func testDemandOnTheMainThreadReadsAtOnce() {
        onMain {
            let action = SimpleAction(name: "go")
            let values = TestSubscriber<Bool, Never>(demand: .none)
            var recorder: ReadRecorder<TestSubscriber<Bool, Never>>?
            CurrentValueSubscription.subscribe(values, to: WeakObjectReference(action.objectPointer), call: "test") { object in
                let made = ReadRecorder(downstream: values, object: object)
                recorder = made
                return (made, "notify::enabled")
            }
            values.request(.max(1))
            XCTAssertEqual(recorder?.reads, 1)
            action.isEnabled = false
            XCTAssertEqual(recorder?.reads, 2, "and at each emission")
            values.cancel()
            values.request(.max(1))
            XCTAssertEqual(recorder?.reads, 2, "nothing after cancel")
        }
    }
}
