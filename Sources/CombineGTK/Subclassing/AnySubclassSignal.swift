/// A signal an ``ObjectSubclass`` declares (``SubclassSignal``, ``SubclassReturningSignal``),
/// whatever its argument and result types: what the type's `signals` list holds.
public protocol AnySubclassSignal: Sendable {
    /// The signal's name (`"renamed"`), as `connect`, `signalPublisher` and a `.ui` file's
    /// `<signal name="renamed">` say it.
    var name: String { get }
    /// The Swift types of its arguments, in order.
    var argumentTypes: [any SignalValue.Type] { get }
    /// The Swift type of its result, or nil when it returns nothing.
    var resultType: (any SignalValue.Type)? { get }
}

extension AnySubclassSignal {
    /// No result.
    public var resultType: (any SignalValue.Type)? { nil }
}

/// `types` in order, as a signal's ``AnySubclassSignal/argumentTypes`` lists them.
func signalArgumentTypes<each Argument: SignalValue>(_ types: repeat (each Argument).Type) -> [any SignalValue.Type] {
    var list: [any SignalValue.Type] = []
    for type in repeat each types { list.append(type) }
    return list
}
