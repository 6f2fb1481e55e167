import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class TypedGridViewTests: XCTestCase {
    /// 300 elements in a grid of at most 4 per line: items for the viewport, each showing
    /// its element and following its changes; activation gives the element.
    func testItemsShowTheirElementsAndActivationGivesTheElement() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let store = ListStore<Row, Int>()
            store.update((0..<300).map { Row(id: $0, text: "Item \($0)") })
            let labels = BoundLabels()
            var grid: TypedGridView<Row>? = TypedGridView(TypedSingleSelection(store), setup: labels.setup, bind: labels.bind)
            grid!.maxColumns = 4
            let window = Window()
            window.child = ScrolledWindow(child: grid!)
            window.setDefaultSize(width: 400, height: 300)
            window.present()
            XCTAssertTrue(pumpMainContext { !labels.rows.isEmpty && gtk_widget_get_mapped(grid!.widgetPointer) != 0 })
            XCTAssertNil(labels.wrongRow(in: store.elements))
            XCTAssertTrue(labels.rows.contains { $0.id == 0 && $0.label.text == "Item 0" })
            XCTAssertLessThan(labels.made.count, 300, "items for the viewport, not for every element")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live, labels.rows.count)

            var elements = store.elements
            elements[2].text = "Item 2, edited"
            store.update(elements)
            XCTAssertEqual(labels.rows.first { $0.id == 2 }?.label.text, "Item 2, edited")

            let activated = TestSubscriber<Row, Never>()
            grid!.activatedElementPublisher.subscribe(activated)
            emitActivate(grid!, gtk_grid_view_get_type(), position: 2)
            XCTAssertEqual(activated.values, [Row(id: 2, text: "Item 2, edited")])

            let finalization = Finalization(grid!.objectPointer)
            window.destroy()
            grid = nil
            XCTAssertTrue(pumpMainContext { finalization.isFinalized }, "the subscription does not keep the grid")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed), live, "no item binding left")
            XCTAssertEqual(activated.completions, [.finished])
        }
    }
}
