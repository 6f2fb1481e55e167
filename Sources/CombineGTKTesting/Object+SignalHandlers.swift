import CGtk
import CombineGTK

extension Object {
    /// Whether a handler, blocked or not, is connected to `detailedSignal` (`"clicked"`,
    /// `"notify::label"`): what a test checks to see that cancelling a subscription or a
    /// binding disconnected it.
    ///
    /// ```swift
    /// let subscription = button.clickedPublisher.sink { }
    /// XCTAssertTrue(button.hasSignalHandler("clicked"))
    /// subscription.cancel()
    /// XCTAssertFalse(button.hasSignalHandler("clicked"))
    /// ```
    ///
    /// A signal the object's type does not have fails the test (XCTest or Swift Testing),
    /// naming the type and the signal, and answers false.
    public func hasSignalHandler(_ detailedSignal: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        signalHandlerIsConnected(on: objectPointer, detailedSignal, file: file, line: line)
    }
}

/// ``Object/hasSignalHandler(_:file:line:)`` on a GObject with or without a wrapper (one
/// being disposed, for instance).
package func signalHandlerIsConnected(
    on object: UnsafeMutablePointer<GObject>,
    _ detailedSignal: String,
    file: StaticString = #filePath,
    line: UInt = #line
) -> Bool {
    var id: guint = 0
    var detail: GQuark = 0
    guard g_signal_parse_name(detailedSignal, cgtk_object_type(object), &id, &detail, 0) != 0 else {
        recordFailure("\(String(cString: cgtk_object_type_name(object))) has no signal \"\(detailedSignal)\"", file: file, line: line)
        return false
    }
    return g_signal_has_handler_pending(object, id, detail, 1) != 0
}
