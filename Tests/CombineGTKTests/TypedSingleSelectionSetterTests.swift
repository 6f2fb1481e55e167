import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `bindSelectedID(to:set:)`: a view model's output selects, and the user's selection
/// reaches the model's method, each once, without echo.
final class TypedSingleSelectionSetterTests: MainActorTestCase {
    func testTheOutputSelectsAndTheUsersSelectionReachesTheSetterOnce() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update((1...4).map { Row(id: $0, text: "\($0)") })
            let selection = TypedSingleSelection(store)
            let output = CurrentValueSubject<Int?, Never>(2)
            var set: [Int?] = []
            let binding = selection.bindSelectedID(to: output) { id in
                set.append(id)
                output.send(id) // what a view model's method does: its output follows
            }
            XCTAssertEqual(selection.selectedID, 2, "the output's current value first")
            XCTAssertEqual(set, [], "what the output sent is not echoed")

            output.send(3)
            XCTAssertEqual(gtk_single_selection_get_selected(selection.opaquePointer), 2)
            XCTAssertEqual(set, [])

            gtk_selection_model_select_item(selection.opaquePointer, 0, 1)
            XCTAssertEqual(set, [1], "the user's selection, once")
            XCTAssertEqual(selection.selectedID, 1)

            store.update([Row(id: 2, text: "2")])
            XCTAssertEqual(set, [1, nil], "the selected id left the model: nil, once")

            binding.cancel()
            output.send(2)
            XCTAssertNil(selection.selectedID, "nothing after cancel")
            XCTAssertEqual(set, [1, nil])
        }
    }
}
