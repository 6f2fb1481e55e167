import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The texts of the labels inside `widget`, depth first.
@MainActor
func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var texts: [String] = []
    if g_type_is_a(cgtk_object_type(widget), gtk_label_get_type()) != 0 {
        texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        texts += labelTexts(in: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return texts
}

/// `TypedDropDown` in a window: it shows the selected element's title (following its
/// content), and its selected id follows the user, a subject and the store, once each way.
final class TypedDropDownTests: XCTestCase {
    func testShowsAndSelectsElementsByID() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let rows = (1...4).map { Row(id: $0, text: "Row \($0)") }
            let store = ListStore<Row, Int>()
            store.update(rows)
            let dropDown = TypedDropDown(store) { $0.text }
            let window = Window()
            window.child = dropDown
            window.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(dropDown.widgetPointer) != 0 })
            XCTAssertNil(dropDown.selectedID, "nothing selected at first")

            let subject = CurrentValueSubject<Int?, Never>(2)
            var sent: [Int?] = []
            let observer = subject.sink { sent.append($0) }
            let binding = dropDown.bindSelectedID(to: subject)
            XCTAssertEqual(dropDown.selected, 1)
            XCTAssertTrue(pumpMainContext { labelTexts(in: dropDown.widgetPointer).contains("Row 2") }, "the button shows the selected element")

            dropDown.selected = 3  // what picking the fourth item in the popup does
            XCTAssertEqual(sent, [2, 4], "the user's choice reaches the subject once")
            XCTAssertEqual(dropDown.selectedElement, Row(id: 4, text: "Row 4"))

            var renamed = rows
            renamed[3].text = "Four"
            store.update(renamed.reversed())
            XCTAssertEqual(dropDown.selected, 0, "a move keeps the selected element")
            XCTAssertTrue(pumpMainContext { labelTexts(in: dropDown.widgetPointer).contains("Four") }, "and its content change shows")
            XCTAssertEqual(sent, [2, 4])

            store.update(rows.prefix(3))
            XCTAssertEqual(sent, [2, 4, nil], "the selected id leaving the store leaves the selection")
            XCTAssertNil(dropDown.selectedIndex)
            binding.cancel()
            observer.cancel()
            window.destroy()
        }
    }
}
