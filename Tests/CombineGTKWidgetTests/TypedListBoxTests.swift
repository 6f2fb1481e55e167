import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `TypedListBox` in a window: a row per element, following splices and content changes;
/// activation carries the element; rows' bindings go with their rows.
final class TypedListBoxTests: XCTestCase {
    /// A bind closure that holds its row's widget (the natural `label.text = …`) must not
    /// keep the rows, or their bindings, alive after the list box goes.
    func testRowsAndBindingsGoWithTheListBoxWhenBindHoldsTheWidget() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let store = ListStore<Row, Int>()
            store.update((1...3).map { Row(id: $0, text: "Row \($0)") })
            var labels: [Finalization] = []
            var listFinalization: Finalization?
            do {
                let list = TypedListBox(store) { Label() } bind: { label, row in
                    labels.append(Finalization(label))
                    return row.sink { label.text = $0.text }
                }
                listFinalization = Finalization(list)
                XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live, 3)
            }
            assertFinalized(listFinalization!)
            XCTAssertEqual(labels.count, 3)
            assertFinalized(labels[0], labels[1], labels[2])
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live, 0, "no binding outlives its row")
            withExtendedLifetime(store) {}
        }
    }

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
