import XCTest
import CombineGTKTestSupport
import CGtk

/// Widget tests need a display. `make test` provides one (Xvfb) and sets
/// `CGTK_REQUIRE_DISPLAY=1`, so there a missing display fails instead of skipping.
enum Display {
    nonisolated(unsafe) private static var initialised: Bool?

    static func require() throws {
        LeakCheck.atBundleEnd()
        let available: Bool
        if let initialised {
            available = initialised
        } else {
            available = gtk_init_check() != 0
            initialised = available
        }
        guard !available else { return }
        let message = "widget tests need a display: run them with `make test` (Xvfb) or under `scripts/with-display`"
        if ProcessInfo.processInfo.environment["CGTK_REQUIRE_DISPLAY"] == "1" {
            XCTFail(message)
            throw XCTSkip(message)
        }
        throw XCTSkip(message)
    }
}

