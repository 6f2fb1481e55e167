import CombineGTKTesting

/// Widget tests need a display (`TestDisplay`). `make test` provides one (Xvfb) and sets
/// `COMBINEGTK_REQUIRE_DISPLAY=1`, so there a missing display fails instead of skipping. Every
/// widget test starts here, which is also where `make sanitize`'s leak check is registered.
enum Display {
    static func require(file: StaticString = #filePath, line: UInt = #line) throws {
        LeakCheck.atBundleEnd()
        try TestDisplay.require(file: file, line: line)
    }
}
