import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class WindowTests: XCTestCase {
    func testDestroyingAWindowFinishesTheSubscriptionsOfItsWidgets() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = SignalHandler.heldByGLib.load(ordering: .relaxed)
            var clicks = 0
            var finished = 0
            var window: Object? = Object(retaining: cast(gtk_window_new()!))
            let windowFinalization = Finalization(window!)
            let cancellable: AnyCancellable = {
                // Only the window holds the button: the subscription must not.
                let button = Object(retaining: cast(gtk_button_new_with_label("+1")!))
                gtk_window_set_child(cast(window!.objectPointer), cast(button.objectPointer))
                return button.signalPublisher("clicked").sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { clicks += 1 })
            }()
            gtk_window_present(cast(window!.objectPointer))
            let button: UnsafeMutablePointer<GtkWidget> = gtk_window_get_child(cast(window!.objectPointer))!
            // A realized button emits "clicked" at the end of its activation animation.
            XCTAssertTrue(pumpMainContext { gtk_widget_get_realized(button) != 0 })
            gtk_widget_activate(button)
            XCTAssertTrue(pumpMainContext { clicks == 1 })

            gtk_window_destroy(cast(window!.objectPointer))
            window = nil
            assertFinalized(windowFinalization)
            XCTAssertEqual(finished, 1)
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes, "GLib freed the handler's box")
            cancellable.cancel()
        }
    }
}
