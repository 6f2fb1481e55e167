import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The publisher contract, point by point, for `ValuePublisher` (an element of a
/// `ListStore`; `TypedSingleSelectionTests` covers the selected id's).
final class ValuePublisherTests: MainActorTestCase {
    @MainActor
    private static func store(_ rows: [Row]) -> ListStore<Row, Int> {
        let store = ListStore<Row, Int>()
        store.update(rows)
        return store
    }

    /// A store of `rows`, and a subscriber following the element with `id`.
    @MainActor
    private static func following(_ id: Int) -> (ListStore<Row, Int>, TestSubscriber<Row, Never>) {
        let store = store(rows)
        let subscriber = TestSubscriber<Row, Never>()
        store.elementPublisher(for: id)!.subscribe(subscriber)
        return (store, subscriber)
    }

    private static let rows = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]

    func testSendsTheCurrentValueThenEachChangeWithoutDuplicates() {
        onMain {
            let store = Self.store(Self.rows)
            let subscriber = TestSubscriber<Row, Never>()
            store.elementPublisher(for: 2)!.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [Row(id: 2, text: "b")], "the current value first")
            store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b2"), Row(id: 3, text: "c")])
            store.update([Row(id: 1, text: "a1"), Row(id: 2, text: "b2"), Row(id: 3, text: "c")])
            store.update([Row(id: 2, text: "b3"), Row(id: 1, text: "a1"), Row(id: 3, text: "c")])
            XCTAssertEqual(subscriber.values.map(\.text), ["b", "b2", "b3"], "each change once, a move included; nothing when unchanged")
            XCTAssertTrue(Thread.isMainThread)
            subscriber.cancel()
        }
    }

    func testDemandIsHonouredAndTheLatestValueArrivesWhenDemandReturns() {
        onMain {
            let store = Self.store(Self.rows)
            let subscriber = TestSubscriber<Row, Never>(demand: .max(1))
            store.elementPublisher(for: 1)!.subscribe(subscriber)
            XCTAssertEqual(subscriber.values.map(\.text), ["a"])
            store.update([Row(id: 1, text: "x"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            store.update([Row(id: 1, text: "y"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            XCTAssertEqual(subscriber.values.map(\.text), ["a"], "nothing without demand")
            subscriber.request(.max(2))
            XCTAssertEqual(subscriber.values.map(\.text), ["a", "y"], "the latest, once, not what it replaced")
            store.update([Row(id: 1, text: "z"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            store.update([Row(id: 1, text: "w"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            XCTAssertEqual(subscriber.values.map(\.text), ["a", "y", "z"], ".max(2) gets exactly two")
            subscriber.cancel()
        }
    }

    func testDemandReturnedFromReceiveIsAdded() {
        onMain {
            let store = Self.store(Self.rows)
            var received = 0
            let subscriber = TestSubscriber<Row, Never>(demand: .max(1), onValue: { _ in
                received += 1
                return received <= 2 ? .max(1) : .none
            })
            store.elementPublisher(for: 3)!.subscribe(subscriber)
            for text in ["c1", "c2", "c3", "c4"] {
                store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: text)])
            }
            XCTAssertEqual(subscriber.values.map(\.text), ["c", "c1", "c2"])
            subscriber.cancel()
        }
    }

    func testCancelStopsDeliveryAndLeavesTheCellIdempotently() {
        onMain {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let (store, subscriber) = Self.following(1)
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed), live + 1)
            subscriber.cancel()
            subscriber.cancel()
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed), live, "the cell let the subscription go")
            store.update([Row(id: 1, text: "x")])
            XCTAssertEqual(subscriber.values.count, 1)
            XCTAssertEqual(subscriber.completions, [], "cancelled, not finished")
        }
    }

    func testCancelFromAnotherThreadStopsAtOnce() {
        onMain {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let (store, subscriber) = Self.following(1)
            let subscription = UncheckedSendable(subscriber.subscription!)
            onAnotherThread { subscription.value.cancel() }
            store.update([Row(id: 1, text: "x")])
            XCTAssertEqual(subscriber.values.count, 1, "nothing after a cancel, even before the main context ran")
            drainMainContext()
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed), live)
        }
    }

    func testARequestFromAnotherThreadDeliversOnTheMainThread() {
        onMain {
            let store = Self.store(Self.rows)
            var threads: [Bool] = []
            let subscriber = TestSubscriber<Row, Never>(demand: .none, onValue: { _ in
                threads.append(Thread.isMainThread)
                return .none
            })
            store.elementPublisher(for: 2)!.subscribe(subscriber)
            let subscription = UncheckedSendable(subscriber.subscription!)
            Thread.detachNewThread { subscription.value.request(.max(1)) }
            XCTAssertTrue(pumpMainContext { subscriber.values.count == 1 })
            XCTAssertEqual(threads, [true])
            subscriber.cancel()
        }
    }

    func testFinishesOnceWhenTheElementLeavesTheStore() {
        onMain {
            let store = Self.store(Self.rows)
            let subscriber = TestSubscriber<Row, Never>()
            let publisher = store.elementPublisher(for: 2)!
            publisher.subscribe(subscriber)
            store.update([Row(id: 1, text: "a"), Row(id: 3, text: "c")])
            XCTAssertEqual(subscriber.completions, [.finished])
            store.update(Self.rows)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(subscriber.values.count, 1, "the id that came back is a new element")
            let late = TestSubscriber<Row, Never>()
            publisher.subscribe(late)
            XCTAssertEqual(late.completions, [.finished], "subscribing after the end finishes at once")
            XCTAssertEqual(late.values.count, 0)
        }
    }

    /// The publisher holds no GObject: with a subscription alive, dropping the store
    /// finalizes it and its items, and the subscriber finishes once.
    func testDoesNotKeepTheStoreOrItsItemAliveAndFinishesWhenTheItemIsFinalized() {
        onMain {
            var store: ListStore<Row, Int>? = Self.store(Self.rows)
            let item = g_list_model_get_item(store!.opaquePointer, 0)!
            let itemFinalization = Finalization(item.assumingMemoryBound(to: GObject.self))
            g_object_unref(item)
            let storeFinalization = Finalization(store!)
            let subscriber = TestSubscriber<Row, Never>()
            let publisher = store!.elementPublisher(for: 1)!
            publisher.subscribe(subscriber)
            store = nil
            XCTAssertTrue(storeFinalization.isFinalized)
            XCTAssertTrue(itemFinalization.isFinalized)
            XCTAssertEqual(subscriber.completions, [.finished])
            withExtendedLifetime(publisher) {}
        }
    }

    func testReentrancy() {
        onMain {
            let store = Self.store(Self.rows)
            // Subscribing, updating the store and cancelling from inside `receive`.
            let inner = TestSubscriber<Row, Never>()
            var updated = false
            let outer = TestSubscriber<Row, Never>()
            outer.onValue = { row in
                if row.text == "a" {
                    store.elementPublisher(for: 1)!.subscribe(inner)
                } else if !updated {
                    updated = true
                    // Applied when the running update ends.
                    store.update([Row(id: 1, text: "a3"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
                    XCTAssertEqual(store.elements.first?.text, "a2", "not yet")
                } else {
                    outer.cancel()
                }
                return .none
            }
            store.elementPublisher(for: 1)!.subscribe(outer)
            store.update([Row(id: 1, text: "a2"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            store.update([Row(id: 1, text: "a4"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            XCTAssertEqual(outer.values.map(\.text), ["a", "a2", "a3"], "cancelled from inside its third value")
            XCTAssertEqual(inner.values.map(\.text), ["a", "a2", "a3", "a4"])
            XCTAssertEqual(store.elements.first?.text, "a4")
            inner.cancel()
            outer.onValue = { _ in .none } // it held `outer`
        }
    }
}
