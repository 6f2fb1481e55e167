import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `ListStore` on hand-picked cases (the random ones are in ListStorePropertyTests).
final class ListStoreTests: MainActorTestCase {
    /// The benchmark's change: 10,000 elements, 100 of them changed, removed or inserted,
    /// never two side by side. One `items-changed` per run: 66 (the 34 content changes make
    /// none), exactly what a minimal edit script needs.
    func testTenThousandElementsWithOnePercentChangedSpliceOncePerRun() {
        onMain {
            let before = (0..<10_000).map { Row(id: $0, text: "Row \($0)") }
            var after: [Row] = []
            for (position, row) in before.enumerated() {
                switch position % 100 == 50 ? (position / 100) % 3 : -1 {
                case 0: after.append(Row(id: row.id, text: "edited"))
                case 1: break
                case 2: after += [Row(id: 20_000 + position, text: "new"), row]
                default: after.append(row)
                }
            }
            let store = ListStore<Row, Int>()
            store.update(before)
            var changes: [ItemsChange] = []
            let subscription = store.itemsChangedPublisher.sink { changes.append($0) }
            store.update(after)
            let runs = ListArithmetic.contiguousRuns(from: before.map(\.id), to: after.map(\.id))
            XCTAssertEqual(runs, 66)
            XCTAssertEqual(changes.count, runs)
            XCTAssertEqual(store.elements, after)
            changes = []
            store.update(before)
            XCTAssertEqual(changes.count, 66, "and back")
            print("list-splices: 10,000 elements, 1% changed: \(changes.count) items-changed for \(runs) contiguous runs")
            subscription.cancel()
        }
    }

    func testAContentChangeReachesTheElementsPublisherWithNoItemsChanged() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b")])
            let item = g_list_model_get_item(store.opaquePointer, 1)
            g_object_unref(item)
            var changes: [ItemsChange] = []
            let subscription = store.itemsChangedPublisher.sink { changes.append($0) }
            var texts: [String] = []
            let follower = store.elementPublisher(for: 2)!.sink { texts.append($0.text) }
            store.update([Row(id: 1, text: "a"), Row(id: 2, text: "B")])
            XCTAssertEqual(changes, [])
            XCTAssertEqual(texts, ["b", "B"])
            XCTAssertEqual(g_list_model_get_item(store.opaquePointer, 1).map { g_object_unref($0); return $0 }, item, "the same item")
            subscription.cancel()
            follower.cancel()
        }
    }

    /// A fill (the first collection of an empty store) takes its own path: one pass that
    /// files each new box under its id. A repeated id still rejects it whole.
    func testAFillWithAnIDTwiceIsRejectedAndTheStoreStaysEmpty() {
        onMain {
            LogCapture.start()
            let store = ListStore<Row, Int>()
            var changes: [ItemsChange] = []
            let subscription = store.itemsChangedPublisher.sink { changes.append($0) }
            XCTAssertFalse(store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 1, text: "A")]))
            XCTAssertEqual(LogCapture.messages, [
                "ListStore<Row>: the new collection has the id 1 twice (at positions 0 and 2); it was not applied, the store keeps its 0 elements",
            ])
            XCTAssertEqual(store.elements, [])
            XCTAssertEqual(g_list_model_get_n_items(store.opaquePointer), 0)
            XCTAssertEqual(changes, [])
            XCTAssertTrue(store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b")]))
            XCTAssertEqual(changes, [ItemsChange(position: 0, removed: 0, added: 2)], "one splice")
            XCTAssertEqual(store.position(of: 2), 1)
            XCTAssertTrue(store.update([]))
            XCTAssertTrue(store.update([Row(id: 2, text: "b"), Row(id: 3, text: "c")]), "an emptied store fills again")
            XCTAssertEqual(store.position(of: 3), 1)
            XCTAssertEqual(store.elementPublisher(for: 2).map { _ in true }, true)
            XCTAssertEqual(changes.last, ItemsChange(position: 0, removed: 0, added: 2))
            subscription.cancel()
        }
    }

    func testACollectionWithAnIDTwiceIsRejectedAndTheLastGoodOneStays() {
        onMain {
            LogCapture.start()
            let store = ListStore<Row, Int>()
            store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b")])
            var changes: [ItemsChange] = []
            let subscription = store.itemsChangedPublisher.sink { changes.append($0) }
            XCTAssertFalse(store.update([Row(id: 3, text: "c"), Row(id: 2, text: "b"), Row(id: 3, text: "C")]))
            XCTAssertEqual(LogCapture.messages, [
                "ListStore<Row>: the new collection has the id 3 twice (at positions 0 and 2); it was not applied, the store keeps its 2 elements",
            ])
            XCTAssertEqual(store.elements, [Row(id: 1, text: "a"), Row(id: 2, text: "b")])
            XCTAssertEqual(g_list_model_get_n_items(store.opaquePointer), 2)
            XCTAssertEqual(changes, [])
            XCTAssertTrue(store.update([Row(id: 2, text: "b"), Row(id: 4, text: "d")]), "the next good one applies to the last good one")
            XCTAssertEqual(changes, [ItemsChange(position: 0, removed: 1, added: 0), ItemsChange(position: 1, removed: 0, added: 1)])
            subscription.cancel()
        }
    }

    func testIdentifiesByAKeyPathAndTakesAnyCollection() {
        struct Person: Equatable {
            var name: String
            var age: Int
        }
        onMain {
            let store = ListStore<Person, String>(id: \.name)
            let people = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41), Person(name: "Grace", age: 85)]
            store.update(people.lazy.filter { $0.age > 40 })
            XCTAssertEqual(store.elements.map(\.name), ["Alan", "Grace"])
            store.update(people[1...].reversed())
            XCTAssertEqual(store.elements.map(\.name), ["Grace", "Alan"])
            XCTAssertEqual(store.position(of: "Alan"), 1)
            XCTAssertNil(store.position(of: "Ada"))
            XCTAssertNil(store.elementPublisher(for: "Ada"))
            XCTAssertEqual(store.count, 2)
        }
    }

    func testAStoreMadeFromAPublisherFollowsItForItsLife() {
        onMain {
            let subject = CurrentValueSubject<[Row], Never>([Row(id: 1, text: "a")])
            var cancelled = false
            var store: ListStore<Row, Int>? = ListStore(subject.handleEvents(receiveCancel: { cancelled = true }))
            XCTAssertEqual(store!.elements, [Row(id: 1, text: "a")], "the current collection at once")
            subject.send([Row(id: 2, text: "b"), Row(id: 1, text: "a")])
            XCTAssertEqual(store!.elements.map(\.id), [2, 1])
            let finalization = Finalization(store!)
            store = nil
            XCTAssertTrue(finalization.isFinalized, "the subscription does not keep the store alive")
            XCTAssertTrue(cancelled, "and ends with it")
        }
    }

    func testBindingAppliesCollectionsFromOtherThreadsOnTheMainContextInOrder() {
        onMain {
            let store = ListStore<Row, Int>()
            let subject = PassthroughSubject<[Row], Never>()
            let binding = subject.bind(to: store)
            let sender = UncheckedSendable(subject)
            onAnotherThread {
                for count in 1...20 { sender.value.send((0..<count).map { Row(id: $0, text: "\(count)") }) }
            }
            XCTAssertEqual(store.count, 0, "nothing applied off the main thread")
            XCTAssertTrue(pumpMainContext { store.count == 20 })
            XCTAssertEqual(store.elements.map(\.text), Array(repeating: "20", count: 20))
            binding.cancel()
            subject.send([])
            XCTAssertEqual(store.count, 20, "a cancelled binding applies nothing")
        }
    }

    /// An update asked for from inside an update (an items-changed handler) is applied when
    /// the running one ends: the store never splices over a half-applied change.
    func testAnUpdateFromInsideAnUpdateIsAppliedAfterIt() {
        onMain {
            let store = ListStore<Row, Int>()
            var seen: [[Int]] = []
            let subscription = store.itemsChangedPublisher.sink { _ in
                seen.append(store.elements.map(\.id))
                if store.elements.count == 2 { store.update([Row(id: 9, text: "z")]) }
            }
            store.update([Row(id: 1, text: "a"), Row(id: 2, text: "b")])
            XCTAssertEqual(store.elements, [Row(id: 9, text: "z")])
            XCTAssertEqual(seen, [[1, 2], [9]])
            XCTAssertEqual(g_list_model_get_n_items(store.opaquePointer), 1)
            subscription.cancel()
        }
    }

    func testItemsChangedPublisherFinishesWhenTheStoreGoesAndHoldsItNot() {
        onMain {
            let boxes = Fixtures.liveBoxes
            var store: ListStore<Row, Int>? = ListStore<Row, Int>()
            let subscriber = TestSubscriber<ItemsChange, Never>(demand: .max(1))
            store!.itemsChangedPublisher.subscribe(subscriber)
            store!.update([Row(id: 1, text: "a")])
            store!.update([Row(id: 2, text: "b")])
            XCTAssertEqual(subscriber.values, [ItemsChange(position: 0, removed: 0, added: 1)], "demand of one")
            let finalization = Finalization(store!)
            store = nil
            XCTAssertTrue(finalization.isFinalized)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(Fixtures.liveBoxes, boxes)
        }
    }
}
