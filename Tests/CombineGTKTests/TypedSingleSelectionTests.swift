import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `TypedSingleSelection` without a view (a `GtkSingleSelection` needs no display): the selected
/// id follows the user, the code and the store; the two-way binding sends each change once.
/// `TypedListViewTests` does the same through a list view in a window.
final class TypedSingleSelectionTests: MainActorTestCase {
    private static let rows = (1...5).map { Row(id: $0, text: "\($0)") }

    /// What a click on a row does: the selection model's `select_item`.
    @MainActor
    private static func userSelects(_ selection: TypedSingleSelection<Row, Int>, position: Int) {
        gtk_selection_model_select_item(selection.opaquePointer, guint(position), 1)
    }

    /// A store of `rows` and a selection of it.
    @MainActor
    private static func selectionOfRows() -> (ListStore<Row, Int>, TypedSingleSelection<Row, Int>) {
        let store = ListStore<Row, Int>()
        store.update(rows)
        return (store, TypedSingleSelection(store))
    }

    @MainActor
    private static func viewPosition(_ selection: TypedSingleSelection<Row, Int>) -> guint {
        gtk_single_selection_get_selected(selection.opaquePointer)
    }

    /// GTK's `selected` as Swift says it: an `Int?`, nil for nothing selected, in step with
    /// the selected id.
    func testSelectedIndexIsTheViewPositionOrNil() {
        onMain {
            let (store, selection) = Self.selectionOfRows()
            let indexes = TestSubscriber<Int?, Never>()
            selection.selectedIndexPublisher.subscribe(indexes)
            XCTAssertNil(selection.selectedIndex, "nothing selected")
            selection.selectedID = 3
            XCTAssertEqual(selection.selectedIndex, 2)
            selection.selectedIndex = 0
            XCTAssertEqual(selection.selectedID, 1)
            store.update(Self.rows.reversed())
            XCTAssertEqual(selection.selectedIndex, 4, "the element moved, and its position with it")
            selection.selectedIndex = nil
            XCTAssertNil(selection.selectedID)
            XCTAssertEqual(Self.viewPosition(selection), GTK_INVALID_LIST_POSITION)
            selection.selectedIndex = 9
            XCTAssertNil(selection.selectedIndex, "past the end selects nothing")
            // GTK drops a moved item's selection between the move's two splices.
            XCTAssertEqual(indexes.values, [nil, 2, 0, nil, 4, nil], "current value first, then each change GTK makes")
            indexes.cancel()
        }
    }

    func testSelectedIDFollowsTheUserTheCodeAndTheStore() {
        onMain {
            let (store, selection) = Self.selectionOfRows()
            let subscriber = TestSubscriber<Int?, Never>()
            selection.selectedIDPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [nil], "nothing selected at first: no autoselect")

            Self.userSelects(selection, position: 2)
            XCTAssertEqual(selection.selectedID, 3)
            XCTAssertEqual(selection.selectedElement, Row(id: 3, text: "3"))
            selection.selectedID = 5
            XCTAssertEqual(Self.viewPosition(selection), 4)
            selection.selectedID = 5
            XCTAssertEqual(subscriber.values, [nil, 3, 5], "no duplicates")

            // Moves: the same element stays selected, and nobody is told.
            store.update([Row(id: 5, text: "5"), Row(id: 1, text: "1"), Row(id: 2, text: "2"), Row(id: 3, text: "3"), Row(id: 4, text: "4")])
            XCTAssertEqual(Self.viewPosition(selection), 0)
            store.update([Row(id: 1, text: "1"), Row(id: 2, text: "2"), Row(id: 3, text: "3"), Row(id: 4, text: "4"), Row(id: 5, text: "five")])
            XCTAssertEqual(Self.viewPosition(selection), 4)
            XCTAssertEqual(selection.selectedElement?.text, "five", "a content change keeps the selection")
            XCTAssertEqual(subscriber.values, [nil, 3, 5])

            // The selected id leaves: nothing is selected, told once.
            store.update(Array(Self.rows.prefix(4)))
            XCTAssertEqual(Self.viewPosition(selection), GTK_INVALID_LIST_POSITION)
            XCTAssertEqual(subscriber.values, [nil, 3, 5, nil])

            // An id the store does not have selects nothing.
            selection.selectedID = 2
            selection.selectedID = 42
            XCTAssertEqual(selection.selectedID, nil)
            XCTAssertEqual(subscriber.values, [nil, 3, 5, nil, 2, nil])
            subscriber.cancel()
        }
    }

    func testBindingSendsEachChangeOnceEachWay() {
        onMain {
            let (store, selection) = Self.selectionOfRows()
            let subject = CurrentValueSubject<Int?, Never>(2)
            var sent: [Int?] = []
            let observer = subject.sink { sent.append($0) }
            var notifies = 0
            let notify = selection.signalPublisher("notify::selected").sink { notifies += 1 }
            let binding = selection.bindSelectedID(to: subject)
            XCTAssertEqual(selection.selectedID, 2, "the subject's value first")
            XCTAssertEqual(notifies, 1)

            subject.send(4)
            XCTAssertEqual(Self.viewPosition(selection), 3)
            XCTAssertEqual(notifies, 2, "a programmatic selection reaches the view once")
            XCTAssertEqual(sent, [2, 4], "and does not come back")

            Self.userSelects(selection, position: 0)
            XCTAssertEqual(sent, [2, 4, 1], "the user's selection reaches the subject once")
            XCTAssertEqual(notifies, 3)

            store.update(Array(Self.rows.dropFirst()))
            XCTAssertEqual(sent, [2, 4, 1, nil], "an id that leaves: nil, once")

            subject.send(99)
            XCTAssertEqual(sent, [2, 4, 1, nil, 99])
            XCTAssertTrue(pumpMainContext { sent.count == 6 })
            XCTAssertEqual(sent, [2, 4, 1, nil, 99, nil], "an unknown id selects nothing: the subject is told, after its delivery")
            drainMainContext()
            XCTAssertEqual(Self.viewPosition(selection), GTK_INVALID_LIST_POSITION)

            binding.cancel()
            subject.send(3)
            Self.userSelects(selection, position: 0)
            XCTAssertEqual(sent, [2, 4, 1, nil, 99, nil, 3], "nothing either way after cancel")
            XCTAssertEqual(selection.selectedID, 2)
            observer.cancel()
            notify.cancel()
        }
    }

    /// The `@Published` form names the model once; the user's selection is written into the
    /// property once, and the property's changes select once.
    func testBindingToAPublishedPropertyNamesItOnce() {
        onMain {
            final class Chooser {
                @Published var chosen: Int? = 3
            }
            let (_, selection) = Self.selectionOfRows()
            let chooser = Chooser()
            var seen: [Int?] = []
            let observer = chooser.$chosen.sink { seen.append($0) }
            let binding = selection.bindSelectedID(to: &chooser.$chosen)
            XCTAssertEqual(selection.selectedID, 3, "the property's value first")
            Self.userSelects(selection, position: 0)
            XCTAssertEqual(chooser.chosen, 1)
            chooser.chosen = 5
            XCTAssertEqual(Self.viewPosition(selection), 4)
            XCTAssertEqual(seen, [3, 1, 5], "each change once, no echo")
            binding.cancel()
            Self.userSelects(selection, position: 1)
            XCTAssertEqual(chooser.chosen, 5, "nothing after cancel")
            observer.cancel()
        }
    }

    func testIDsFromAnotherThreadAreSelectedOnTheMainContext() {
        onMain {
            let (_, selection) = Self.selectionOfRows()
            let subject = PassthroughSubject<Int?, Never>()
            let binding = selection.bindSelectedID(to: subject)
            let sender = UncheckedSendable(subject)
            Thread.detachNewThread { sender.value.send(3) }
            XCTAssertTrue(pumpMainContext { selection.selectedID == 3 })
            binding.cancel()
        }
    }

    func testSelectedIDPublisherFinishesWithTheSelectionAndDoesNotKeepIt() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update(Self.rows)
            var selection: TypedSingleSelection<Row, Int>? = TypedSingleSelection(store)
            let subject = CurrentValueSubject<Int?, Never>(1)
            let binding = selection!.bindSelectedID(to: subject)
            let subscriber = TestSubscriber<Int?, Never>(demand: .max(1))
            selection!.selectedIDPublisher.subscribe(subscriber)
            selection!.selectedID = 2
            XCTAssertEqual(subscriber.values, [1], "demand of one")
            let finalization = Finalization(selection!)
            selection = nil
            XCTAssertTrue(finalization.isFinalized, "neither the publisher nor the binding keeps the selection")
            XCTAssertEqual(subscriber.completions, [.finished])
            subject.send(3)
            binding.cancel()
            XCTAssertEqual(store.count, 5, "the store lives on")
        }
    }
}
