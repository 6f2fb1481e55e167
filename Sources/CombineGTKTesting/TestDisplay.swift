import CombineGTK
import Foundation
import XCTest

/// The display widget tests need: widgets can be made without a window, but not without a
/// windowing system. Run such tests under a display server; on a machine without a desktop,
/// under Xvfb (`xvfb-run swift test`).
///
/// Write widget tests with XCTest: on Linux its tests run on the main thread, GTK's, while
/// Swift Testing runs even a `@MainActor` test on a worker thread.
///
/// ```swift
/// func testIncrements() throws {
///     try TestDisplay.require()
///     let button = Button(label: "+1")
///     …
/// }
/// ```
///
/// With the environment variable `COMBINEGTK_REQUIRE_DISPLAY=1` (set it where a display is
/// expected, such as CI under Xvfb) a missing display fails the test instead of skipping it,
/// so widget tests cannot pass by not running.
public enum TestDisplay {
    nonisolated(unsafe) private static var opened: Bool?

    /// The variable that turns a skip into a failure: `COMBINEGTK_REQUIRE_DISPLAY` (its old
    /// name, `CGTK_REQUIRE_DISPLAY`, is read too, for one more release).
    public static let requirementVariable = "COMBINEGTK_REQUIRE_DISPLAY"

    /// What a test without a display reports.
    public static let unavailableMessage =
        "widget tests need a display: run them in a graphical session, or under Xvfb (xvfb-run swift test)"

    /// Whether GTK could open a display: initializes GTK on the first call, then answers
    /// from memory. Call it on the main thread, where GTK runs.
    public static var isAvailable: Bool {
        if let opened { return opened }
        precondition(Thread.isMainThread, "TestDisplay: GTK must be initialized on the main thread")
        let available = MainActor.assumeIsolated { Application.openDisplay() }
        opened = available
        return available
    }

    /// Returns when a display is available; otherwise throws `XCTSkip` with
    /// ``unavailableMessage``, after failing the test too when `COMBINEGTK_REQUIRE_DISPLAY=1`.
    public static func require(file: StaticString = #filePath, line: UInt = #line) throws {
        guard !isAvailable else { return }
        if [requirementVariable, "CGTK_REQUIRE_DISPLAY"].contains(where: { ProcessInfo.processInfo.environment[$0] == "1" }) {
            recordFailure("\(unavailableMessage) (\(requirementVariable)=1)", file: file, line: line)
        }
        throw XCTSkip(unavailableMessage, file: file, line: line)
    }
}
