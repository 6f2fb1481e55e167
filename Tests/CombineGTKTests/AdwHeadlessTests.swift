import CAdw
import CGtk
import CombineAdw
import CombineGTKTesting
import XCTest

/// libadwaita's non-widget objects without a display: making one initializes what can be
/// initialized (the class table), not GTK, which would end the process.
final class AdwHeadlessTests: MainActorTestCase {
    func testAToastIsMadeWithoutADisplay() throws {
        try onMain {
            // As after an earlier test's check for a display: GTK then counts as initialized
            // without one, and libadwaita must still not start.
            _ = gtk_init_check()
            if gdk_display_get_default() != nil { throw XCTSkip("a display is open: this test is about having none") }
            let toast = Adw.Toast(title: "Task removed")
            XCTAssertEqual(adw_is_initialized(), 0, "no display: libadwaita is not initialized")
            _ = Adw.Toast(title: "A second one")
            XCTAssertEqual(adw_is_initialized(), 0, "nor by a second Adw object")
            XCTAssertFalse(Application.openDisplay(), "and there is still no display")
            toast.timeout = 0
            XCTAssertEqual(toast.title, "Task removed")
            XCTAssertEqual(toast.timeout, 0)
            // The class table is registered: an AdwToast made in C comes back as an Adw.Toast.
            let made = try XCTUnwrap(g_object_new_with_properties(Adw.Toast.gType, 0, nil, nil))
            let wrapped = Object.wrapper(adopting: made)
            XCTAssertTrue(wrapped is Adw.Toast, "\(type(of: wrapped))")
        }
    }
}
