import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

final class SignalPublisherCancelTests: MainActorTestCase {
    func testCancelDisconnectsTheHandlerAndFreesItsBox() {
        onMain {
            let boxes = Fixtures.liveBoxes
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>()
            action.activatePublisher.subscribe(subscriber)
            XCTAssertTrue(action.hasSignalHandler("activate"))
            XCTAssertEqual(Fixtures.liveBoxes, boxes + 1)
            subscriber.cancel()
            XCTAssertFalse(action.hasSignalHandler("activate"))
            XCTAssertEqual(Fixtures.liveBoxes, boxes, "GLib's finalize notifier released the box")
            action.activate()
            XCTAssertEqual(subscriber.values.count, 0)
            XCTAssertEqual(subscriber.completions, [], "a cancelled subscription does not finish")
        }
    }

    func testCancelIsIdempotent() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>()
            action.activatePublisher.subscribe(subscriber)
            subscriber.cancel()
            subscriber.cancel()
            subscriber.subscription?.request(.max(1))
            action.activate()
            XCTAssertEqual(subscriber.values.count, 0)
            XCTAssertFalse(action.hasSignalHandler("activate"))
        }
    }

    func testCancelFromInsideTheHandlerStopsDelivery() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>()
            subscriber.onValue = { [unowned subscriber] _ in
                subscriber.cancel()
                action.activate() // a nested emission after cancel must not arrive
                return .none
            }
            action.activatePublisher.subscribe(subscriber)
            action.activate()
            action.activate()
            XCTAssertEqual(subscriber.values.count, 1)
            XCTAssertFalse(action.hasSignalHandler("activate"))
        }
    }

    func testCancellingAnotherSubscriptionMidEmissionStopsItsDelivery() {
        onMain {
            let action = SimpleAction(name: "go")
            let second = TestSubscriber<Void, Never>()
            let first = TestSubscriber<Void, Never>(onValue: { _ in
                second.cancel()
                return .none
            })
            action.activatePublisher.subscribe(first)
            action.activatePublisher.subscribe(second)
            action.activate()
            XCTAssertEqual(first.values.count, 1)
            XCTAssertEqual(second.values.count, 0, "its handler was already queued in this emission")
        }
    }

    func testCancelOffTheMainThreadStopsDeliveryAtOnceAndDisconnectsOnTheMainContext() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>()
            action.activatePublisher.subscribe(subscriber)
            let subscription = UncheckedSendable(subscriber.subscription!)
            onAnotherThread { subscription.value.cancel() }
            action.activate()
            XCTAssertEqual(subscriber.values.count, 0)
            XCTAssertTrue(pumpMainContext { !action.hasSignalHandler("activate") })
        }
    }
}
