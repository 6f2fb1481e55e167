import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `TypedListBox` in a window: a row per element, following splices and content changes;
/// activation carries the element; rows' bindings go with their rows.
final class TypedListBoxTests: XCTestCase {
    func testRowsFollowTheStoreAndActivationCarriesTheElement() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let rows = (1...3).map { Row(id: $0, text: "Row \($0)") }
            let store = ListStore<Row, Int>()
            store.update(rows)
            let list = TypedListBox(store) { Label() } bind: { label, row in
                row.map(\.text).bind(to: label.textBinder)
            }
            let window = Window()
            window.child = list
            window.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(list.widgetPointer) != 0 })
            XCTAssertEqual(labelTexts(in: list.widgetPointer), ["Row 1", "Row 2", "Row 3"])

            var renamed = rows + [Row(id: 4, text: "Row 4")]
            renamed[0].text = "One"
            renamed.remove(at: 1)
            store.update(renamed)
            XCTAssertEqual(labelTexts(in: list.widgetPointer), ["One", "Row 3", "Row 4"])

            var activated: [Row] = []
            let observer = list.activatedElementPublisher.sink { activated.append($0) }
            let row = gtk_list_box_get_row_at_index(list.opaquePointer, 2)
            cgtk_signal_emit_by_name_pointer(list.objectPointer, "row-activated", row)
            XCTAssertEqual(activated, [Row(id: 4, text: "Row 4")])
            gtk_list_box_select_row(list.opaquePointer, row)
            XCTAssertEqual(list.selectedRow()?.index(), 2)

            store.update([Row]())
            XCTAssertEqual(labelTexts(in: list.widgetPointer), [])
            XCTAssertTrue(pumpMainContext { ValueSubscriptions.live.load(ordering: .relaxed) == live }, "removed rows leave no binding")
            observer.cancel()
            window.destroy()
        }
    }
}
