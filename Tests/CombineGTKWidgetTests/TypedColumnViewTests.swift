import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A `TypedColumnView` of `count` rows in a scrolled window: an "ID" column (its labels show
/// the id) and a "Text" column, both sortable.
@MainActor
final class ColumnWindow {
    let store = ListStore<Row, Int>()
    let selection: TypedSingleSelection<Row, Int>
    let window = Window()
    let scrolled = ScrolledWindow()
    let view: TypedColumnView<Row>
    let ids = BoundLabels { "\($0.id)" }
    let texts = BoundLabels()
    let idColumn: TypedColumn<Row>
    let textColumn: TypedColumn<Row>

    init(count: Int = 1_000) {
        // Texts do not sort as ids do: "Row 10" comes before "Row 9".
        store.update((0..<count).map { Row(id: $0, text: "Row \($0)") })
        selection = TypedSingleSelection(store)
        let idColumn = TypedColumn("ID", sortedBy: \.id, setup: ids.setup, bind: ids.bind)
        let textColumn = TypedColumn("Text", sortedBy: { $0.text < $1.text }, setup: texts.setup, bind: texts.bind)
        view = TypedColumnView(selection) {
            idColumn
            textColumn
        }
        self.idColumn = idColumn
        self.textColumn = textColumn
        scrolled.child = view
        window.child = scrolled
        window.setDefaultSize(width: 300, height: 400)
    }

    /// Where the view shows each id now, by the row widgets GTK placed.
    var boundIDs: Set<Int> { Set(texts.rows.map(\.id)) }

    func wrongCell() -> String? {
        ids.wrongRow(in: store.elements) ?? texts.wrongRow(in: store.elements)
    }

    func showAndWaitForRows() -> Bool {
        window.present()
        return pumpMainContext { !self.texts.rows.isEmpty && gtk_widget_get_mapped(self.view.widgetPointer) != 0 }
    }

    /// The labels of the row that shows `id`, if it is bound.
    func cells(of id: Int) -> (id: Label, text: Label)? {
        guard let idLabel = ids.rows.first(where: { $0.id == id })?.label,
              let textLabel = texts.rows.first(where: { $0.id == id })?.label else { return nil }
        return (idLabel, textLabel)
    }
}

final class TypedColumnViewTests: XCTestCase {
    func testCellsShowTheirElementInEachColumnWhileVirtualized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let columns = ColumnWindow()
            XCTAssertTrue(columns.showAndWaitForRows(), "the view made rows")
            XCTAssertNil(columns.wrongCell())
            XCTAssertEqual(columns.cells(of: 0).map { [$0.id.text, $0.text.text] }, ["0", "Row 0"])
            XCTAssertEqual(Set(columns.ids.rows.map(\.id)), columns.boundIDs, "every row has a cell in each column")
            XCTAssertLessThan(columns.texts.made.count, 250, "cells for the viewport, not for 1,000 elements")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live, columns.ids.rows.count + columns.texts.rows.count,
                           "one subscription per bound cell")
            XCTAssertEqual(columns.view.shownElements, columns.store.elements, "unsorted: the store's order")

            // A content change reaches both cells of the row in place.
            var elements = columns.store.elements
            elements[1].text = "Row 1, edited"
            columns.store.update(elements)
            XCTAssertEqual(columns.cells(of: 1)?.text.text, "Row 1, edited")
            columns.window.destroy()
        }
    }

    /// Scrolling recycles rows, and each row's cells: they are unbound (their subscriptions
    /// cancelled) and bound to other elements.
    func testRecycledCellsLeaveNoSubscription() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let handlers = settledHandlerCount()
            var columns: ColumnWindow? = ColumnWindow(count: 500)
            XCTAssertTrue(columns!.showAndWaitForRows())
            let firstIDs = columns!.boundIDs
            let adjustment = columns!.scrolled.vadjustment!
            XCTAssertTrue(pumpMainContext { adjustment.range.upperBound > 0 }, "the view measured its rows")
            let pageSize = gtk_adjustment_get_page_size(adjustment.pointer(as: GtkAdjustment.self))
            // A page at a time, as a user would scroll (see TypedListViewTests). GTK 4.8 keeps
            // up to 200 rows bound around the top one in view.
            // A frame between steps: two steps in one layout jump past the rows GTK measured.
            let clock = gtk_widget_get_frame_clock(columns!.view.widgetPointer)
            while adjustment.value < adjustment.range.upperBound - pageSize {
                let frame = gdk_frame_clock_get_frame_counter(clock)
                adjustment.value += pageSize
                // GTK estimates the rows it has not measured: the height changes as it does.
                let top = Int(adjustment.value / (adjustment.range.upperBound / 500))
                XCTAssertTrue(pumpMainContext { gdk_frame_clock_get_frame_counter(clock) > frame && columns!.boundIDs.contains(top) },
                              "the row at the top, \(top), bound")
            }
            XCTAssertTrue(pumpMainContext { columns!.boundIDs.contains(499) }, "scrolled to the end")
            let recycled = firstIDs.subtracting(columns!.boundIDs)
            XCTAssertGreaterThan(recycled.count, 150, "the first rows were unbound")
            XCTAssertLessThan(columns!.texts.made.count, 250, "and recycled: 500 elements went by")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live,
                           columns!.ids.rows.count + columns!.texts.rows.count, "unbound cells left no subscription")
            XCTAssertNil(columns!.wrongCell())

            // The recycled rows' former elements change: no cell shows it.
            columns!.store.update(columns!.store.elements.map { recycled.contains($0.id) ? Row(id: $0.id, text: "edited") : $0 })
            XCTAssertNil(columns!.wrongCell())
            XCTAssertFalse(columns!.texts.rows.contains { $0.label.text == "edited" })

            let finalization = Finalization(columns!.store.objectPointer)
            columns!.window.destroy()
            columns = nil
            XCTAssertTrue(pumpMainContext { finalization.isFinalized }, "the view let the store go")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed), live, "no cell binding left")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), handlers, "the factories' and selection's handlers released")
        }
    }

    /// Sorting by a column, as a click on its header does: the rows follow, the store keeps
    /// its order, and activation and selection still name the element the user sees.
    func testSortingByAColumnOrdersTheRowsAndKeepsActivationAndSelectionByElement() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let columns = ColumnWindow(count: 30)
            XCTAssertTrue(columns.showAndWaitForRows())
            columns.selection.selectedID = 3
            let byText = columns.store.elements.sorted { $0.text < $1.text }

            columns.view.sortByColumn(column: columns.textColumn, direction: .ascending)
            XCTAssertEqual(columns.view.shownElements, byText)
            XCTAssertEqual(columns.store.elements.map(\.id), Array(0..<30), "the store keeps its order")
            columns.view.sortByColumn(column: columns.idColumn, direction: .descending)
            let descending = Array(columns.store.elements.reversed())
            XCTAssertEqual(columns.view.shownElements, descending)
            // The top row shows the last element, in both columns.
            XCTAssertTrue(pumpMainContext { columns.cells(of: 29) != nil })
            XCTAssertNil(columns.wrongCell())

            // Activation at a position of the sorted view gives the element shown there.
            let activated = TestSubscriber<Row, Never>(demand: .unlimited)
            columns.view.activatedElementPublisher.subscribe(activated)
            emitActivate(columns.view, gtk_column_view_get_type(), position: 0)
            emitActivate(columns.view, gtk_column_view_get_type(), position: 4)
            XCTAssertEqual(activated.values.map(\.id), [29, 25])

            // The selection follows the element: 3 is at position 26 now, both ways.
            XCTAssertEqual(columns.selection.selectedID, 3)
            XCTAssertEqual(columns.selection.selected, 26)
            columns.selection.selectedID = 27
            XCTAssertEqual(columns.selection.selected, 2)
            XCTAssertEqual(gtk_selection_model_is_selected(gtk_column_view_get_model(columns.view.cPointer()), 2), 1)

            // A changed element is sorted again; an inserted one goes where it belongs.
            var elements = columns.store.elements
            elements[0].text = "zero"
            elements.append(Row(id: 30, text: "Row 30"))
            columns.store.update(elements)
            XCTAssertEqual(columns.view.shownElements.map(\.id), Array((0...30).reversed()))
            columns.view.sortByColumn(column: columns.textColumn, direction: .descending)
            XCTAssertEqual(columns.view.shownElements.first, Row(id: 0, text: "zero"))
            XCTAssertEqual(columns.selection.selectedID, 27, "still selected")
            XCTAssertEqual(columns.selection.selectedElement, Row(id: 27, text: "Row 27"))

            // Not sorted any more: the store's order.
            columns.view.sortByColumn(column: nil, direction: .ascending)
            XCTAssertEqual(columns.view.shownElements, columns.store.elements)
            activated.cancel()
            columns.window.destroy()
        }
    }
}

private struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
    var age: Int
}

extension TypedColumnViewTests {
    /// The README's example, as written there: columns made in the builder, their element
    /// type inferred from the selection.
    func testTheReadmeExampleSortsByKeyPath() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let store = ListStore(Just([Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41),
                                        Person(id: 3, name: "Grace", age: 85)]))
            let selection = TypedSingleSelection(store)
            let table = TypedColumnView(selection) {
                TypedColumn("Name", sortedBy: \.name) { Label() } bind: { label, person in
                    person.map(\.name).bind(to: label.textBinder)
                }
                TypedColumn("Age", sortedBy: \.age) { Label() } bind: { label, person in
                    person.map { "\($0.age)" }.bind(to: label.textBinder)
                }
            }
            XCTAssertEqual(table.shownElements.map(\.id), [1, 2, 3])
            // The "Age" column, as GTK holds it (the builder's wrappers are gone).
            let columns = gtk_column_view_get_columns(table.cPointer())
            let age = g_list_model_get_item(columns, 1).map { ColumnViewColumn(adopting: gObject($0)) }
            XCTAssertEqual(age?.title, "Age")
            table.sortByColumn(column: age, direction: .descending)
            XCTAssertEqual(table.shownElements.map(\.name), ["Grace", "Alan", "Ada"])
        }
    }

    /// A selection over a filtered model keeps its filter in a column view, sorted or not;
    /// a model without selection is shown as it is.
    func testAFilteredModelStaysFiltered() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let store = ListStore(Just((1...6).map { Row(id: $0, text: "Row \($0)") }))
            let even = store.filtered(by: Just({ (row: Row) in row.id % 2 == 0 }))
            let selection = TypedSingleSelection(even)
            let sorted = TypedColumnView(selection) {
                TypedColumn("ID", sortedBy: \.id) { Label() } bind: { label, row in row.map { "\($0.id)" }.bind(to: label.textBinder) }
            }
            XCTAssertEqual(sorted.shownElements.map(\.id), [2, 4, 6])
            XCTAssertEqual(selection.nItems, 3, "the selection still shows the filtered model")
            selection.selectedID = 3
            XCTAssertNil(selection.selectedID, "an id the filter hides is not selected")
            selection.selectedID = 4
            XCTAssertEqual(selection.selectedElement?.id, 4)

            let plain = TypedColumnView(even) {
                TypedColumn("ID") { Label() } bind: { label, row in row.map { "\($0.id)" }.bind(to: label.textBinder) }
            }
            XCTAssertEqual(plain.shownElements.map(\.id), [2, 4, 6])
        }
    }
}
