import CGtk

/// The `GValue`s of one emission from Swift, the instance then each argument in a `GValue`
/// of its declared type, unset when the emission is done.
struct SignalValues: ~Copyable {
    private let name: String
    private let instance: UnsafeMutablePointer<GObject>
    private var values: [GValue]

    /// The values of an emission of `name` on `object`, so far only the instance.
    @MainActor
    init(emitting name: String, on object: Object) {
        self.name = name
        instance = object.objectPointer
        var value = GValue()
        g_value_init(&value, cgtk_object_type(instance))
        g_value_set_object(&value, instance)
        values = [value]
    }

    deinit {
        // Through the array's own buffer: a mutable copy of `values` would copy it first.
        values.withUnsafeBufferPointer { values in
            for index in values.indices { g_value_unset(UnsafeMutablePointer(mutating: values.baseAddress! + index)) }
        }
    }

    /// Adds the next argument, `value`, declared as a `Value`.
    mutating func append<Value: SignalValue>(_ value: Value) {
        var gValue = GValue()
        g_value_init(&gValue, Value.signalValueType)
        value.storeSignalValue(in: &gValue)
        values.append(gValue)
    }

    /// Emits the signal, which returns nothing.
    @MainActor
    consuming func emit() {
        g_signal_emitv(values, signalID, 0, nil)
    }

    /// Emits the signal and returns what its handlers answered, `defaultResult` when none
    /// did.
    @MainActor
    consuming func emit<Result: SignalValue>(returning defaultResult: Result) -> Result {
        var result = GValue()
        g_value_init(&result, Result.signalValueType)
        defer { g_value_unset(&result) }
        defaultResult.storeSignalValue(in: &result)
        g_signal_emitv(values, signalID, 0, &result)
        return Result.signalValue(from: &result) ?? defaultResult
    }

    private var signalID: guint {
        let id = g_signal_lookup(name, cgtk_object_type(instance))
        guard id != 0 else {
            preconditionFailure("CombineGTK: \(String(cString: cgtk_object_type_name(instance))) has no signal named \"\(name)\" (list it in the type's `signals`)")
        }
        return id
    }
}
