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

    /// GTK 4.8 on X11 left two things of a destroyed window on its surface, which GDK keeps
    /// until the X server reports the X window gone: the window's "compute-size" handler, and
    /// GDK's compute-size idle when a layout was requested while the window was hidden (a
    /// ConfigureNotify arriving then does it: a file chooser's dialog between its response and
    /// its destruction). The window freed before the next main-context iteration, the idle
    /// emitted into it ("invalid unclassed pointer in cast to 'GtkWindow'", a crash in
    /// `gtk_widget_get_request_mode`: the widget suite, now and then), and without the handler
    /// it would resize the destroyed X window (an X error, which ends the program). In a child
    /// process, so either shows here as a failure.
    func testAWindowFreedWhileALayoutOfItsSurfaceIsPendingLeavesNothingThatCallsIntoIt() throws {
        try Display.require()
        guard let result = try runInChildProcess({
            MainActor.assumeIsolated {
                var window: Window? = Window()
                window!.present()
                XCTAssertTrue(pumpMainContext { window!.mapped() })
                let pointer = window!.objectPointer
                let native = window!.pointer(as: GtkWindow.self).cast(to: OpaquePointer.self, checking: gtk_native_get_type())!
                let surface = gtk_native_get_surface(native)!
                // Held here, as GDK's X11 backend holds it, past the window.
                g_object_ref(UnsafeMutableRawPointer(surface))
                defer { g_object_unref(UnsafeMutableRawPointer(surface)) }
                window!.hide()
                gdk_surface_request_layout(surface)  // what a ConfigureNotify does
                let finalization = Finalization(window!)
                window!.close()  // GTK destroys it, as it destroys the windows it makes
                window = nil
                XCTAssertTrue(finalization.isFinalized, "the wrapper held the last reference")
                XCTAssertEqual(g_signal_handler_find(UnsafeMutableRawPointer(surface), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, pointer), 0,
                               "no handler of the freed window is left on its surface")
                drainMainContext()
                // A round trip, so that an X error caused meanwhile arrives now.
                gdk_display_sync(gdk_surface_get_display(surface))
                drainMainContext()
            }
        }) else { return }
        XCTAssertFalse(result.crashed, result.transcript)
        XCTAssertEqual(result.status, 0, result.transcript)
        XCTAssertFalse(result.standardError.contains("invalid unclassed pointer"), result.transcript)
        XCTAssertFalse(result.standardError.contains("X Window System error"), result.transcript)
    }
}
