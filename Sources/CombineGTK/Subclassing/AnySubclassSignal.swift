/// A signal an ``ObjectSubclass`` declares (``SubclassSignal``), whatever its argument types:
/// what the type's `signals` list holds.
public protocol AnySubclassSignal: Sendable {
    /// The signal's name (`"renamed"`), as `connect`, `signalPublisher` and a `.ui` file's
    /// `<signal name="renamed">` say it.
    var name: String { get }
    /// The Swift types of its arguments, in order.
    var argumentTypes: [any GValueConvertible.Type] { get }
}
