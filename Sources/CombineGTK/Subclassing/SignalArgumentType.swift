import CGtk

/// How a signal declared in Swift declares its values (``SignalValue``) to GObject and reads
/// them back: the GType of each argument and of the result, installing the signals, reading
/// an emission's arguments, answering it.
enum SignalArgumentType {
    /// Installs `signals` on `type` (from its `class_init`): `G_SIGNAL_RUN_LAST`, GLib's
    /// generic marshaller (so C handlers get C arguments), and for a `Bool` result
    /// `g_signal_accumulator_true_handled`.
    static func install(_ signals: [any AnySubclassSignal], on type: GType) {
        for signal in signals {
            var parameters = signal.argumentTypes.enumerated().map { index, argument in
                checked(argument, "argument #\(index)", of: signal, on: type)
            }
            let result = signal.resultType.map { checked($0, "result", of: signal, on: type) } ?? FundamentalType.none
            let accumulator: GSignalAccumulator? = signal.resultType.map { ObjectIdentifier($0) == ObjectIdentifier(Bool.self) } == true
                ? g_signal_accumulator_true_handled : nil
            let id = g_signal_newv(signal.name, type, G_SIGNAL_RUN_LAST, nil, accumulator, nil, nil, result, guint(parameters.count), &parameters)
            precondition(id != 0, "CombineGTK: GLib refused the signal \"\(signal.name)\" of \(String(cString: g_type_name(type))) (an invalid or taken name; GLib's warning says which)")
        }
    }

    /// The GType of `value`, which must be one a signal can carry.
    private static func checked(_ value: any SignalValue.Type, _ role: String, of signal: any AnySubclassSignal, on type: GType) -> GType {
        let gType = value.signalValueType
        guard gType != 0, g_type_check_is_value_type(gType) != 0 else {
            let typeName = gType == 0 ? "an invalid GType" : "GType \(String(cString: g_type_name(gType)))"
            preconditionFailure("CombineGTK: the \(role) of the signal \"\(signal.name)\" of \(String(cString: g_type_name(type))) is a \(value), declared as \(typeName), which no GValue holds: use Bool, Int, Double, String, a generated enumeration or flags type, or an Object")
        }
        return gType
    }

    /// Argument `index` of `emission` of `signal` as `Value`. NULL for a non-optional object
    /// (a C emitter's), or a value of another type, stops the program saying so.
    static func read<Value: SignalValue>(_ emission: SignalEmission, _ index: Int, as type: Value.Type, of signal: String) -> Value {
        let gValue = emission.gValue(index)
        if let value = Value.signalValue(from: gValue) { return value }
        if g_value_fits_pointer(gValue) != 0, g_value_peek_pointer(gValue) == nil {
            preconditionFailure("CombineGTK: argument #\(index) of the signal \"\(signal)\" is NULL, which a \(Value.self) cannot be: declare it \(Value.self)? to receive nil")
        }
        preconditionFailure("CombineGTK: argument #\(index) of the signal \"\(signal)\" holds a \(String(cString: g_type_name(cgtk_value_type(gValue)))), not a \(Value.self)")
    }

    /// The arguments of `emission` of `signal`, as the signal declares them.
    static func arguments<each Argument: SignalValue>(
        of emission: SignalEmission, _ signal: String, as types: repeat (each Argument).Type
    ) -> (repeat each Argument) {
        var index = 0
        func next<Value: SignalValue>(_ type: Value.Type) -> Value {
            defer { index += 1 }
            return read(emission, index, as: Value.self, of: signal)
        }
        return (repeat next(each types))
    }

    /// Answers `emission` of `signal` with `result` (a handler's return value). An answer
    /// the signal cannot return (a handler declared for another signal of the same name) is
    /// reported through ``Diagnostics`` and left out, as the emission's answer stays.
    static func answer<Result: SignalValue>(_ emission: SignalEmission, with result: Result, of signal: String) {
        guard let returnValue = emission.returnValue else { return }
        let returnType = cgtk_value_type(returnValue)
        guard g_value_type_compatible(Result.signalValueType, returnType) != 0 else {
            return Diagnostics.error("CombineGTK: a handler of the signal \"\(signal)\" answered a \(Result.self), but the signal returns a \(String(cString: g_type_name(returnType))): the answer is ignored")
        }
        result.storeSignalValue(in: returnValue)
    }
}
