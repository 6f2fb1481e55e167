import CombineAdw
import CombineGTKTesting
import XCTest

/// `Application(id:flags:)` for GTK's class and libadwaita's: the id is given at
/// construction, as `gtk_application_new` gives it, so GIO derives the resource base path
/// GTK loads `gtk/help-overlay.ui` and `gtk/menus.ui` from. No display needed.
final class ApplicationConstructionTests: MainActorTestCase {
    func testTheIdGivesTheResourceBasePathForEitherClass() {
        onMain {
            let gtk = Application(id: "io.github.combinegtk.Base", flags: [.nonUnique])
            XCTAssertEqual(gtk.resourceBasePath, "/io/github/combinegtk/Base")
            XCTAssertEqual(gtk.flags, [.nonUnique])
            let adw = Adw.Application(id: "io.example.App")
            XCTAssertEqual(adw.resourceBasePath, "/io/example/App")
            XCTAssertEqual(adw.applicationId, "io.example.App")
        }
    }
}
