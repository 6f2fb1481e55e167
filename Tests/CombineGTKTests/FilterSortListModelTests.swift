import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `TypedFilterListModel` and `TypedSortListModel` without a view (GTK's list models need no
/// display): after each criterion the model holds exactly the expected elements, GTK is told
/// the right strictness, and content changes the store makes without a splice are filtered
/// and sorted too.
final class FilterSortListModelTests: MainActorTestCase {
    private static let people = ["Ada", "Alan", "Alice", "Bob", "Grace"].enumerated().map { Row(id: $0.offset + 1, text: $0.element) }

    /// The ids of `model`'s items, in order, as a view would see them.
    @MainActor
    static func ids<Model: TypedListModel>(_ model: Model) -> [Int] where Model.Element == Row {
        (0..<g_list_model_get_n_items(model.opaquePointer)).map { position in
            let item = g_list_model_get_item(model.opaquePointer, position)!
            defer { g_object_unref(item) }
            return ListItemBox<Row>.of(item)!.value.id
        }
    }

    func testFilterFollowsItsCriteriaWithTheRightStrictness() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update(Self.people)
            let prefix = PassthroughSubject<String, Never>()
            let shown = store.filtered(by: prefix, strictness: .prefix) { prefix, person in person.text.hasPrefix(prefix) }
            var changes: [FilterChange] = []
            let observer = shown.filter!.changedPublisher.sink { changes.append($0) }
            XCTAssertEqual(Self.ids(shown), [1, 2, 3, 4, 5], "everything before the first criterion")

            prefix.send("A")
            XCTAssertEqual(Self.ids(shown), [1, 2, 3])
            prefix.send("Al")
            XCTAssertEqual(Self.ids(shown), [2, 3])
            prefix.send("A")
            XCTAssertEqual(Self.ids(shown), [1, 2, 3])
            prefix.send("B")
            XCTAssertEqual(Self.ids(shown), [4])
            prefix.send("B")
            XCTAssertEqual(changes, [.moreStrict, .moreStrict, .lessStrict, .different], "the same prefix again tells GTK nothing")

            // Spliced elements are filtered by GTK; content changes (no splice) by us.
            store.update(Self.people + [Row(id: 6, text: "Bea")])
            XCTAssertEqual(Self.ids(shown), [4, 6])
            var renamed = Self.people + [Row(id: 6, text: "Bea")]
            renamed[3].text = "Rob"
            store.update(renamed)
            XCTAssertEqual(Self.ids(shown), [6], "a shown element renamed out of the filter hides")
            renamed[0].text = "Bart"
            store.update(renamed)
            XCTAssertEqual(Self.ids(shown), [1, 6], "a hidden element renamed into the filter shows")
            renamed[2].text = "Alicia"
            store.update(renamed)
            XCTAssertEqual(changes, [.moreStrict, .moreStrict, .lessStrict, .different, .moreStrict, .lessStrict],
                           "a content change that keeps the answer refilters nothing")
            observer.cancel()
        }
    }

    func testAFilterOfPredicatesRefiltersEverything() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update(Self.people)
            let predicates = CurrentValueSubject<(Row) -> Bool, Never>({ $0.id.isMultiple(of: 2) })
            let shown = store.filtered(by: predicates)
            var changes: [FilterChange] = []
            let observer = shown.filter!.changedPublisher.sink { changes.append($0) }
            XCTAssertEqual(Self.ids(shown), [2, 4])
            predicates.send { $0.id > 3 }
            XCTAssertEqual(Self.ids(shown), [4, 5])
            XCTAssertEqual(changes, [.different])
            observer.cancel()
        }
    }

    func testSortFollowsItsCriteriaAndContentChanges() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update(Self.people.reversed())
            let ascending = PassthroughSubject<Bool, Never>()
            let sorted = store.sorted(by: ascending, strictness: .inverted) { ascending, a, b in
                ascending ? a.text < b.text : a.text > b.text
            }
            var changes: [SorterChange] = []
            let observer = sorted.sorter!.changedPublisher.sink { changes.append($0) }
            XCTAssertEqual(Self.ids(sorted), [5, 4, 3, 2, 1], "the store's order before the first criterion")
            ascending.send(true)
            XCTAssertEqual(Self.ids(sorted), [1, 2, 3, 4, 5])
            ascending.send(false)
            XCTAssertEqual(Self.ids(sorted), [5, 4, 3, 2, 1])
            ascending.send(false)
            XCTAssertEqual(changes, [.different, .inverted])

            var renamed = Self.people
            renamed[4].text = "Aaron"
            store.update(renamed)
            XCTAssertEqual(Self.ids(sorted), [4, 3, 2, 1, 5], "a renamed element moves to its new place")
            store.update(renamed + [Row(id: 6, text: "Zoe")])
            XCTAssertEqual(Self.ids(sorted), [6, 4, 3, 2, 1, 5], "an inserted element is placed by GTK")
            observer.cancel()
        }
    }

    func testSelectionsAndFiltersStackOnASortedModel() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update(Self.people)
            let sorted = store.sorted(by: Just({ (a: Row, b: Row) in a.id > b.id }))
            let prefix = CurrentValueSubject<String, Never>("A")
            let shown = sorted.filtered(by: prefix, strictness: .prefix) { prefix, person in person.text.hasPrefix(prefix) }
            let selection = TypedSingleSelection(shown)
            XCTAssertEqual(Self.ids(selection), [3, 2, 1])
            selection.selectedID = 1
            XCTAssertEqual(gtk_single_selection_get_selected(selection.opaquePointer), 2, "an id is found where the stacked models put it")
            XCTAssertEqual(selection.selectedElement?.text, "Ada")

            var sent: [Int?] = []
            let observer = selection.selectedIDPublisher.sink { sent.append($0) }
            store.update(Self.people.reversed())
            XCTAssertEqual(selection.selectedID, 1, "a move in the store keeps the selection")
            prefix.send("Al")
            XCTAssertEqual(Self.ids(selection), [3, 2])
            XCTAssertEqual(sent, [1, nil], "an element the filter hides leaves the selection, once")
            selection.selectedID = 4
            XCTAssertNil(selection.selectedID, "an element the filter hides cannot be selected")
            observer.cancel()
        }
    }
}
