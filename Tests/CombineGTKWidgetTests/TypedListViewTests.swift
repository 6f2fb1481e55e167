import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

struct Row: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// A 1,000-row `TypedListView` in a scrolled window, whose rows are labels bound to their
/// element's text.
@MainActor
final class ListWindow {
    let store = ListStore<Row, Int>()
    let selection: TypedSingleSelection<Row, Int>
    let window = Window()
    let scrolled = ScrolledWindow()
    let view: TypedListView<Row>
    private let tracked = BoundLabels()

    init(count: Int = 1_000) {
        store.update((0..<count).map { Row(id: $0, text: "Row \($0)") })
        selection = TypedSingleSelection(store)
        view = TypedListView(selection, setup: tracked.setup, bind: tracked.bind)
        scrolled.child = view
        window.child = scrolled
        window.setDefaultSize(width: 300, height: 400)
    }

    /// Each bound label and the id it shows.
    var rows: [(label: Label, id: Int)] { tracked.rows }

    var rowsMade: Int { tracked.made.count }

    /// The first bound row whose label does not show its element's text, or nil.
    func wrongRow() -> String? { tracked.wrongRow(in: store.elements) }

    func showAndWaitForRows() -> Bool {
        window.present()
        return pumpMainContext { !self.rows.isEmpty && gtk_widget_get_mapped(self.view.widgetPointer) != 0 }
    }
}

final class TypedListViewTests: XCTestCase {
    func testRowsShowTheirElementsAndFollowContentChangesWhileVirtualized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let list = ListWindow()
            XCTAssertTrue(list.showAndWaitForRows(), "the view made rows")
            XCTAssertNil(list.wrongRow())
            XCTAssertTrue(list.rows.contains { $0.id == 0 && $0.label.text == "Row 0" })
            XCTAssertLessThan(list.rowsMade, 250, "rows for the viewport, not for 1,000 elements")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live, list.rows.count, "one subscription per bound row")

            // A content change reaches the visible row in place.
            var changes: [ItemsChange] = []
            let watch = list.store.itemsChangedPublisher.sink { changes.append($0) }
            var elements = list.store.elements
            elements[0].text = "Row 0, edited"
            list.store.update(elements)
            XCTAssertEqual(list.rows.first { $0.id == 0 }?.label.text, "Row 0, edited")
            XCTAssertEqual(changes, [], "no items-changed")
            watch.cancel()
            list.window.destroy()
        }
    }

    /// Scrolling recycles rows: they are unbound (their subscription cancelled) and bound to
    /// other elements. A recycled row never shows its former element's updates.
    func testRecycledRowsLeaveNoSubscriptionAndShowOnlyTheirNewElement() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let live = ValueSubscriptions.live.load(ordering: .relaxed)
            let handlers = settledHandlerCount()
            var list: ListWindow? = ListWindow(count: 500)
            XCTAssertTrue(list!.showAndWaitForRows())
            let firstIDs = Set(list!.rows.map(\.id))
            // Scrolled a page at a time, as a user would: GTK 4.8 places the rows from the
            // ones it has measured, and a jump far past them shows nothing.
            let adjustment = list!.scrolled.vadjustment!
            XCTAssertTrue(pumpMainContext { adjustment.range.upperBound > 0 }, "the view measured its rows")
            let pageSize = gtk_adjustment_get_page_size(adjustment.pointer(as: GtkAdjustment.self))
            while adjustment.value < adjustment.range.upperBound - pageSize {
                let top = Int(adjustment.value / 20) + 20
                adjustment.value += pageSize
                XCTAssertTrue(pumpMainContext { list!.rows.contains { $0.id >= top } }, "rows for the next page")
            }
            XCTAssertTrue(pumpMainContext { list!.rows.contains { $0.id >= 480 } }, "scrolled to the end")
            // GTK keeps a few rows bound wherever the view is (the focus row, at the top).
            let recycled = firstIDs.subtracting(list!.rows.map(\.id))
            XCTAssertGreaterThan(recycled.count, 150, "the first rows were unbound")
            XCTAssertLessThan(list!.rowsMade, 250, "and recycled: 500 elements went by")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed) - live, list!.rows.count,
                           "unbound rows left no subscription")

            // The recycled rows' former elements change: no row shows it.
            list!.store.update(list!.store.elements.map { recycled.contains($0.id) ? Row(id: $0.id, text: "edited \($0.id)") : $0 })
            XCTAssertNil(list!.wrongRow())
            XCTAssertFalse(list!.rows.contains { $0.label.text.hasPrefix("edited") })
            // A shown element changes: its row shows it at once.
            let shown = list!.rows.map(\.id).max()!
            var elements = list!.store.elements
            elements[shown].text = "the end"
            list!.store.update(elements)
            XCTAssertEqual(list!.rows.first { $0.id == shown }?.label.text, "the end")

            let finalization = Finalization(list!.store)
            list!.window.destroy()
            list = nil
            assertFinalized(finalization, message: "the view let the store go")
            XCTAssertEqual(ValueSubscriptions.live.load(ordering: .relaxed), live, "no row binding left")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), handlers, "the factory's and selection's handlers released")
        }
    }

    func testSelectionRoundTripsOnceEachWay() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let list = ListWindow(count: 50)
            XCTAssertTrue(list.showAndWaitForRows())
            let model = gtk_list_view_get_model(list.view.opaquePointer)
            let subject = CurrentValueSubject<Int?, Never>(nil)
            var sent: [Int?] = []
            let observer = subject.sink { sent.append($0) }
            var notifies = 0
            let notify = list.selection.signalPublisher("notify::selected").sink { notifies += 1 }
            let binding = list.selection.bindSelectedID(to: subject)

            subject.send(5)
            XCTAssertEqual(gtk_selection_model_is_selected(model, 5), 1, "the code's selection reaches the view")
            XCTAssertEqual(notifies, 1, "once")
            XCTAssertEqual(sent, [nil, 5], "and does not come back")

            // What a click on row 7 does.
            let parameters = g_variant_ref_sink(tuple(g_variant_new_uint32(7), g_variant_new_boolean(0), g_variant_new_boolean(0)))
            XCTAssertEqual(gtk_widget_activate_action_variant(list.view.widgetPointer, "list.select-item", parameters), 1)
            g_variant_unref(parameters)
            XCTAssertEqual(sent, [nil, 5, 7], "the user's selection reaches the subject once")
            XCTAssertEqual(notifies, 2)

            // Row 7 moves to the top: still selected, nobody told; then it goes: nil, once.
            var elements = list.store.elements
            elements.insert(elements.remove(at: 7), at: 0)
            list.store.update(elements)
            XCTAssertEqual(gtk_selection_model_is_selected(model, 0), 1)
            XCTAssertEqual(sent, [nil, 5, 7])
            list.store.update(Array(elements.dropFirst()))
            XCTAssertEqual(sent, [nil, 5, 7, nil])
            binding.cancel()
            observer.cancel()
            notify.cancel()
            list.window.destroy()
        }
    }

    func testActivatePublisherCarriesTheElement() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var list: ListWindow? = ListWindow(count: 20)
            let subscriber = TestSubscriber<Row, Never>(demand: .max(1))
            list!.view.activatedElementPublisher.subscribe(subscriber)
            emitActivate(list!.view, gtk_list_view_get_type(), position: 3)
            emitActivate(list!.view, gtk_list_view_get_type(), position: 4)
            XCTAssertEqual(subscriber.values, [Row(id: 3, text: "Row 3")], "the element, on demand")
            subscriber.request(.max(1))
            emitActivate(list!.view, gtk_list_view_get_type(), position: 4)
            XCTAssertEqual(subscriber.values.map(\.id), [3, 4])
            let finalization = Finalization(list!.view)
            list!.window.destroy()
            list = nil
            assertFinalized(finalization, message: "the subscription does not keep the view")
            XCTAssertEqual(subscriber.completions, [.finished])
        }
    }
}

/// `(ubb)`, as the `list.select-item` action takes it. (g_variant_new is variadic.)
private func tuple(_ children: OpaquePointer?...) -> OpaquePointer? {
    children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
}
