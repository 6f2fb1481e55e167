import CombineGTKTesting
import CombineGTK

/// Widget tests need a display (`TestDisplay`). `make test` provides one (Xvfb) and sets
/// `COMBINEGTK_REQUIRE_DISPLAY=1`, so there a missing display fails instead of skipping. Every
/// widget test starts here, which is also where `make sanitize`'s leak check is registered.
///
/// An extension of Gdk's `Display` rather than a type of its own, so `Display` in these tests
/// (and in the generated index) is the one the library declares.
extension Display {
    nonisolated static func require(file: StaticString = #filePath, line: UInt = #line) throws {
        LeakCheck.atBundleEnd()
        try TestDisplay.require(file: file, line: line)
    }
}
