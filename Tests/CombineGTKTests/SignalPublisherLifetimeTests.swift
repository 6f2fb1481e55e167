import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class SignalPublisherLifetimeTests: MainActorTestCase {
    func testSubscriptionDoesNotKeepTheObjectAliveAndFinishesOnceWhenItGoes() {
        onMain {
            let boxes = Fixtures.liveBoxes
            var action: SimpleAction? = SimpleAction(name: "go")
            let finalization = Finalization(action!)
            let signal = TestSubscriber<Void, Never>()
            let property = TestSubscriber<Bool, Never>()
            action!.activatePublisher.subscribe(signal)
            action!.enabledPublisher.subscribe(property)
            XCTAssertEqual(Fixtures.liveBoxes, boxes + 2)

            action = nil

            XCTAssertTrue(finalization.isFinalized, "the subscriptions held no reference")
            XCTAssertEqual(signal.completions, [.finished])
            XCTAssertEqual(property.completions, [.finished])
            XCTAssertEqual(Fixtures.liveBoxes, boxes, "GLib released both closure boxes")
            signal.cancel()
            property.cancel()
            XCTAssertEqual(signal.completions, [.finished])
        }
    }

    func testDisposeFinishesOnceEvenWhileReferencesRemain() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>()
            action.activatePublisher.subscribe(subscriber)
            g_object_run_dispose(action.objectPointer)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertTrue(action.isDisposed)
            g_object_run_dispose(action.objectPointer)
            action.activate()
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(subscriber.values.count, 0)
        }
    }

    func testSubscribingToADisposedObjectFinishesAtOnce() {
        onMain {
            let action = SimpleAction(name: "go")
            g_object_run_dispose(action.objectPointer)
            let boxes = Fixtures.liveBoxes
            let signal = TestSubscriber<Void, Never>()
            let property = TestSubscriber<Bool, Never>()
            action.activatePublisher.subscribe(signal)
            action.enabledPublisher.subscribe(property)
            XCTAssertEqual(signal.completions, [.finished])
            XCTAssertEqual(property.completions, [.finished])
            XCTAssertEqual(property.values, [])
            XCTAssertEqual(Fixtures.liveBoxes, boxes)
        }
    }

    func testPublisherOutlivingItsObjectFinishesAtOnce() {
        onMain {
            var action: SimpleAction? = SimpleAction(name: "go")
            let publisher = action!.activatePublisher
            action = nil
            let subscriber = TestSubscriber<Void, Never>()
            publisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
        }
    }

    func testSeedStylePublisherRewrapsWhenTheWrapperIsGone() {
        onMain {
            let raw = g_simple_action_new("go", nil)!
            var wrapper: SimpleAction? = SimpleAction(retaining: Fixtures.object(raw))
            var received: [String] = []
            let cancellable = wrapper!.publisher(for: "activate").sink { received.append($0.name) }
            wrapper = nil // the raw reference keeps the GObject alive
            g_action_activate(raw, nil)
            XCTAssertEqual(received, ["go"])
            cancellable.cancel()
            g_object_unref(UnsafeMutableRawPointer(raw))
        }
    }
}
