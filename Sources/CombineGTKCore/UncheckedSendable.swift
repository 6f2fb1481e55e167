/// Carries a value across a concurrency boundary that something the compiler cannot see
/// makes safe (GLib's main context, a lock, a test that waits for a thread). `package`:
/// CombineGTK and the tests use it too.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) { self.value = value }
}
