import XCTest
import CGtk
import CombineGTKTesting
import CombineGTK

/// `widgetPointer` is valid while its wrapper lives; `withWidgetPointer` keeps even a
/// temporary wrapper, and its widget, for the length of its body, and no longer.
final class WidgetPointerTests: XCTestCase {
    func testWithWidgetPointerKeepsATemporaryWrapperForItsBodyOnly() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let finalization = Button(label: "x").withWidgetPointer { pointer in
                let button = pointer.cast(to: GtkButton.self, checking: gtk_button_get_type())
                XCTAssertEqual(gtk_button_get_label(button).map { String(cString: $0) }, "x", "the widget lives while the body runs")
                return Finalization(pointer.cast(to: GObject.self, checking: FundamentalType.object)!)
            }
            XCTAssertTrue(finalization.isFinalized, "the wrapper held the only reference: the widget went with it after the body")
        }
    }

    func testThePointerOfAWrapperKeptInAVariableIsTheWidgetAsLongAsTheWrapperLives() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var label: Label? = Label("kept")
            let pointer = label!.widgetPointer
            let finalization = Finalization(label!)
            XCTAssertFalse(finalization.isFinalized)
            XCTAssertEqual(String(cString: gtk_widget_get_name(pointer)), "GtkLabel")
            label = nil
            XCTAssertTrue(finalization.isFinalized, "the wrapper's reference was the widget's only one")
        }
    }
}
