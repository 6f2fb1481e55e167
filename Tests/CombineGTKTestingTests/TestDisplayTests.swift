import CombineGTKTesting
import Foundation
import XCTest

/// Run by `make test` with no display (the widget tests check the other side): the
/// requirement skips, and fails only when a display is demanded.
final class TestDisplayTests: XCTestCase {
    func testSkipsWithoutADisplay() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipIf(environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil, "a display is set")
        try XCTSkipIf(environment[TestDisplay.requirementVariable] == "1", "a display is demanded")
        XCTAssertThrowsError(try TestDisplay.require()) { error in
            XCTAssertTrue(error is XCTSkip, "skips rather than fails: \(error)")
        }
        XCTAssertFalse(TestDisplay.isAvailable)
    }
}
