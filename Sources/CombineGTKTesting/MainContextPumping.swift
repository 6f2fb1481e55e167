import CGtk

/// Iterates the GLib main context until `condition` holds or `timeout` seconds pass, and
/// returns whether the condition held: what a widget test does instead of sleeping.
///
/// Blocks in GLib between events (no sleeping, no busy loop): a timeout source at the
/// deadline wakes the iteration up. Call it on the main thread, where GTK runs.
/// ``assertEventually(_:timeout:file:line:_:)`` fails the test when the deadline passes.
@discardableResult
public func pumpMainContext(timeout: Double = 5, until condition: () -> Bool) -> Bool {
    let expired = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    expired.initialize(to: false)
    defer { expired.deallocate() }
    let source = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(timeout * 1000), { data in
        data?.assumingMemoryBound(to: Bool.self).pointee = true
        return gboolean(G_SOURCE_REMOVE)
    }, expired, nil)
    while !condition() && !expired.pointee {
        g_main_context_iteration(nil, 1)
    }
    if !expired.pointee { g_source_remove(source) }
    return condition()
}

/// Iterates the main context for `seconds`, running whatever falls due in that time.
public func pumpMainContext(for seconds: Double) {
    _ = pumpMainContext(timeout: seconds) { false }
}

/// Runs everything already pending on the main context, without waiting for anything.
public func drainMainContext() {
    while g_main_context_iteration(nil, 0) != 0 {}
}

/// Pumps the main context until `condition` holds, and fails the test (XCTest or Swift
/// Testing) when it still does not after `timeout` seconds, saying so and what was expected.
///
/// ```swift
/// label.text = "Hello"
/// assertEventually("the binder applied the text") { mirror.text == "Hello" }
/// ```
///
/// Returns whether the condition held, for a test that goes on only if it did.
@discardableResult
public func assertEventually(
    _ message: @autoclosure () -> String = "",
    timeout: Double = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: () -> Bool
) -> Bool {
    pumpOrFail(timeout: timeout, until: condition, message: message, file: file, line: line) {
        "the condition did not hold within \(timeout) s of pumping the main context"
    }
}

/// Pumps the main context until `condition` holds; at the deadline, records `failure()`
/// followed by the caller's `message`, and returns false. What the `assert…` helpers share.
func pumpOrFail(
    timeout: Double,
    until condition: () -> Bool,
    message: () -> String,
    file: StaticString,
    line: UInt,
    failure: () -> String
) -> Bool {
    if pumpMainContext(timeout: timeout, until: condition) { return true }
    let detail = message()
    recordFailure(failure() + (detail.isEmpty ? "" : ": \(detail)"), file: file, line: line)
    return false
}
