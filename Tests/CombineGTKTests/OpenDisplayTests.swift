import CombineGTK
import CombineGTKTesting
import XCTest

/// `Application.openDisplay()` without a display (the headless tests run with none): false
/// each time, although GTK's own `gtk_init_check` says true from its second call on.
final class OpenDisplayTests: MainActorTestCase {
    func testWithoutADisplayItIsFalseEveryTime() {
        onMain {
            XCTAssertFalse(Application.openDisplay())
            XCTAssertFalse(Application.openDisplay(), "a second call: GTK counts itself initialized by now")
        }
    }
}
