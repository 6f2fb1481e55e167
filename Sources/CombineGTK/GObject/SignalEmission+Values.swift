import CGtk

/// Signal arguments as Swift values and wrappers: the GObject core's `GValueConvertible` and
/// `Object` over the connection layer's raw access.
extension SignalEmission {
    /// Argument `index` (0-based, the instance excluded), or nil when its type does not match.
    public func argument<Value: GValueConvertible>(_ index: Int, as type: Value.Type = Value.self) -> Value? {
        Value(gValue: gValue(index))
    }

    /// Object argument `index` (0-based, the instance excluded) as a wrapper of its class
    /// (`Object.wrapper(retaining:)`: a `GtkListBoxRow *` comes as the class CombineGTK has
    /// for it), or nil when the argument is NULL, not an object, or not a `T`. Main thread.
    @MainActor
    public func object<T: Object>(_ index: Int, as type: T.Type = Object.self) -> T? {
        objectPointer(index).flatMap { Object.wrapper(retaining: $0) as? T }
    }

    /// Argument `index` as `Value`, for generated publishers, whose types come from the GIR:
    /// an argument of another type is a programming error, reported as such.
    package func value<Value: GValueConvertible>(_ index: Int, as type: Value.Type = Value.self) -> Value {
        guard let value = argument(index, as: Value.self) else {
            preconditionFailure("argument #\(index) of the signal is not a \(Value.self)")
        }
        return value
    }

    /// Sets the handler's return value, when the signal returns a `Value`.
    package func setResult<Value: GValueConvertible>(_ value: Value) {
        guard let returnValue, Value.accepts(cgtk_value_type(returnValue)) else { return }
        value.store(in: returnValue)
    }
}
