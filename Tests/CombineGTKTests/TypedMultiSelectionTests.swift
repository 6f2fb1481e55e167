import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `TypedMultiSelection` without a view (a `GtkMultiSelection` needs no display): the
/// selected ids follow the user, the code, the store and a filter; the two-way binding sends
/// each change once each way.
final class TypedMultiSelectionTests: MainActorTestCase {
    private static let rows = (1...5).map { Row(id: $0, text: "\($0)") }

    /// What a ctrl-click on a row does: `select_item` keeping the rest.
    @MainActor
    private static func userSelects(_ selection: TypedMultiSelection<Row, Int>, position: Int) {
        gtk_selection_model_select_item(selection.opaquePointer, guint(position), 0)
    }

    /// The positions GTK has selected.
    @MainActor
    private static func viewPositions(_ selection: TypedMultiSelection<Row, Int>) -> [guint] {
        SelectionKind.multiple.selectedPositions(of: selection.opaquePointer)
    }

    @MainActor
    private static func selectionOfRows() -> (ListStore<Row, Int>, TypedMultiSelection<Row, Int>) {
        let store = ListStore<Row, Int>()
        store.update(rows)
        return (store, TypedMultiSelection(store))
    }

    func testSelectedIDsFollowTheUserTheCodeAndTheStore() {
        onMain {
            let (store, selection) = Self.selectionOfRows()
            let subscriber = TestSubscriber<Set<Int>, Never>()
            selection.selectedIDsPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [[]])

            Self.userSelects(selection, position: 1)
            Self.userSelects(selection, position: 3)
            XCTAssertEqual(selection.selectedIDs, [2, 4])
            XCTAssertEqual(selection.selectedElements.map(\.id), [2, 4])
            selection.selectedIDs = [1, 5, 42]
            XCTAssertEqual(Self.viewPositions(selection), [0, 4])
            XCTAssertEqual(selection.selectedIDs, [1, 5], "an id the store does not have is left out")

            // Moves keep the same elements selected, and nobody is told.
            store.update(Self.rows.reversed())
            XCTAssertEqual(Self.viewPositions(selection), [0, 4])
            store.update([Self.rows[4], Self.rows[1], Self.rows[0], Self.rows[2], Self.rows[3]])
            XCTAssertEqual(Self.viewPositions(selection), [0, 2])
            XCTAssertEqual(subscriber.values, [[], [2], [2, 4], [1, 5]])

            // An id that leaves the store leaves the selection, told once.
            store.update(Self.rows.dropLast())
            XCTAssertEqual(Self.viewPositions(selection), [0])
            XCTAssertEqual(subscriber.values, [[], [2], [2, 4], [1, 5], [1]])
            subscriber.cancel()
        }
    }

    func testBindingRoundTripsWithoutEcho() {
        onMain {
            let (store, selection) = Self.selectionOfRows()
            let subject = CurrentValueSubject<Set<Int>, Never>([2, 3])
            var sent: [Set<Int>] = []
            let observer = subject.sink { sent.append($0) }
            var changes = 0
            let counter = selection.signalPublisher("selection-changed").sink { changes += 1 }
            let binding = selection.bindSelectedIDs(to: subject)
            XCTAssertEqual(Self.viewPositions(selection), [1, 2], "the subject's value first")
            XCTAssertEqual(changes, 1)

            subject.send([4])
            XCTAssertEqual(Self.viewPositions(selection), [3])
            XCTAssertEqual(changes, 2, "a programmatic selection reaches the view once")
            XCTAssertEqual(sent, [[2, 3], [4]], "and does not come back")

            Self.userSelects(selection, position: 0)
            XCTAssertEqual(sent, [[2, 3], [4], [1, 4]], "the user's selection reaches the subject once")
            XCTAssertEqual(changes, 3)

            store.update(Array(Self.rows.dropFirst()))
            XCTAssertEqual(sent, [[2, 3], [4], [1, 4], [4]], "an id that leaves the store leaves the subject's set, once")

            subject.send([5, 99])
            XCTAssertTrue(pumpMainContext { sent.count == 6 })
            XCTAssertEqual(sent.last, [5], "ids the store does not have are dropped: the subject is told, after its delivery")
            drainMainContext()
            XCTAssertEqual(Self.viewPositions(selection), [3])

            binding.cancel()
            subject.send([2])
            XCTAssertEqual(Self.viewPositions(selection), [3], "nothing after cancel")
            observer.cancel()
            counter.cancel()
        }
    }

    func testBindingToAPublishedPropertyNamesItOnce() {
        onMain {
            final class Chooser {
                @Published var chosen: Set<Int> = [2]
            }
            let (_, selection) = Self.selectionOfRows()
            let chooser = Chooser()
            var seen: [Set<Int>] = []
            let observer = chooser.$chosen.sink { seen.append($0) }
            let binding = selection.bindSelectedIDs(to: &chooser.$chosen)
            XCTAssertEqual(selection.selectedIDs, [2], "the property's value first")
            Self.userSelects(selection, position: 4)
            XCTAssertEqual(chooser.chosen, [2, 5])
            chooser.chosen = [1]
            XCTAssertEqual(Self.viewPositions(selection), [0])
            XCTAssertEqual(seen, [[2], [2, 5], [1]], "each change once, no echo")
            binding.cancel()
            observer.cancel()
        }
    }

    func testAnIDTheFilterHidesLeavesTheSelection() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update(Self.rows)
            let limit = CurrentValueSubject<Int, Never>(5)
            let selection = TypedMultiSelection(store.filtered(by: limit) { limit, row in row.id <= limit })
            selection.selectedIDs = [2, 4, 5]
            XCTAssertEqual(Self.viewPositions(selection), [1, 3, 4])
            limit.send(3)
            XCTAssertEqual(selection.selectedIDs, [2])
            limit.send(5)
            XCTAssertEqual(selection.selectedIDs, [2], "hidden ids do not come back by themselves")
        }
    }
}
