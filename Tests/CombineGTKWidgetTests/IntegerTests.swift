import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// C integers are `Int` in the generated API whatever their C width: read and written through
/// the C accessors and through GObject (`int` and `uint` properties alike), and checked on the
/// way into C, where a value that does not fit stops the program with a message naming the
/// call (a precondition cannot be caught in-process, so those tests run again in a child).
final class IntegerTests: XCTestCase {
    func testIntReadsAndWritesIntAndUintProperties() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("x")
            label.widthChars = -1
            XCTAssertEqual(label.value(Label.widthCharsProperty), -1, "a gint property, through GObject")
            label.setValue(12, of: "width-chars")
            XCTAssertEqual(label.widthChars, 12, "through the C getter")

            let dropDown = DropDown(strings: ["a", "b", "c"])
            let selected = TestSubscriber<Int, Never>()
            dropDown.selectedPublisher.subscribe(selected)
            dropDown.selected = 2
            Just(1).bind(to: dropDown.selectedBinder).cancel()
            XCTAssertEqual(selected.values, [0, 2, 1], "a guint property published as Int")
            XCTAssertEqual(dropDown.value(of: "selected", as: Int.self), 1)
            XCTAssertEqual(Int(gtk_drop_down_get_selected(dropDown.opaquePointer)), 1)
            dropDown.setValue(Int(GTK_INVALID_LIST_POSITION), of: "selected")
            XCTAssertNil(dropDown.selectedIndex, "G_MAXUINT fits a guint")
        }
    }

    func testAnIntThatDoesNotFitACParameterStopsNamingTheCall() throws {
        try Display.require()
        try expectChildStops(saying: ["CombineGTK: gtk_label_set_width_chars: n_chars is 2147483648, outside what its C type holds"]) {
            MainActor.assumeIsolated { Label("x").widthChars = Int(Int32.max) + 1 }
        }
    }

    func testANegativeIntForAnUnsignedParameterStopsNamingTheCall() throws {
        try Display.require()
        try expectChildStops(saying: ["CombineGTK: gtk_drop_down_set_selected: position is -2, outside what its C type holds (0…4294967295)"]) {
            MainActor.assumeIsolated { DropDown(strings: ["a"]).selected = -2 }
        }
    }

    func testAnIntThatDoesNotFitAPropertyStopsNamingTheProperty() throws {
        try Display.require()
        try expectChildStops(saying: [#"CombineGTK: setting "selected" of GtkDropDown: -1 does not fit its type, guint"#]) {
            MainActor.assumeIsolated {
                let dropDown = DropDown(strings: ["a"])
                Just(-1).bind(to: dropDown.selectedBinder).cancel()
            }
        }
    }
}
