import CGtk
import CombineAdw
import CombineGTKTesting
import XCTest

/// libadwaita's non-widget objects without a display: making one initializes what can be
/// initialized (the class table), not GTK, which would end the process.
final class AdwHeadlessTests: MainActorTestCase {
    func testAToastIsMadeWithoutADisplay() throws {
        try onMain {
            let toast = Adw.Toast(title: "Task removed")
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
