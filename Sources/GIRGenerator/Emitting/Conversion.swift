/// The Swift expressions that carry values across the C boundary in generated code.
///
/// Objects pass as `x.cPointer()` (the C function's parameter type chooses the pointer
/// type) and come back through `wrap(none:)` / `wrap(full:)` by the GIR's transfer;
/// strings come back through `string(_:)` / `string(taking:)` (freed when `transfer full`);
/// enumerations through `known(_:)`, flags through their C initializer, booleans as `!= 0`;
/// an `Int` goes into C through `cInteger(_:_:of:)`, which stops the program with a message
/// naming the call and the argument when the value does not fit the C type, and comes back
/// through `swiftInt(_:)`. A hand-written boxed value (`Variant`) lends its pointer to the
/// call inside `withCPointer(_:_:)` (see `lending(_:)`) and comes back through
/// `init(adopting:)` / `init(retaining:)` by the transfer.
enum Conversion {
    /// The C argument for Swift `name` (escaped) of `type`, passed as the parameter
    /// `parameter` of the C function `call` (both named by the message of a range check).
    static func argument(_ name: String, _ type: SwiftType, transfer: Transfer, parameter: String, call: String) -> String {
        let access = type.isOptional ? "?." : "."
        switch type.kind {
        case .bool: return "\(name) ? 1 : 0"
        case .integer:
            switch type.name {
            case "Int": return "cInteger(\(name), \"\(parameter)\", of: \"\(call)\")"
            case "UInt64": return "numericCast(\(name))"
            default: return name
            }
        case .unicodeScalar: return "\(name).value"
        case .enumeration, .flags: return "\(name)\(access)gtkValue"
        case .object, .interface: return "\(name)\(access)\(transfer == .full ? "retainedCPointer" : "cPointer")()"
        case .boxedRecord: return "\(name)\(access)\(transfer == .full ? "copiedCPointer" : "cPointer")()"
        case .structRecord: return RecordConversion.argumentName(name)
        case .stringArray: return "$0"
        case .boxed: return lentPointer(name)
        case .void, .floatingPoint, .string: return name
        }
    }

    /// `expression`, a C call's result, as Swift `type`.
    static func result(_ expression: String, _ type: SwiftType, transfer: Transfer) -> String {
        let force = type.isOptional ? "" : "!"
        switch type.kind {
        case .void, .floatingPoint: return expression
        case .bool: return "\(expression) != 0"
        case .integer:
            switch type.name {
            case "Int": return "swiftInt(\(expression))"
            case "UInt32": return expression
            default: return "\(type.name)(\(expression))"
            }
        case .unicodeScalar: return "Unicode.Scalar(\(expression)) ?? \"\\u{FFFD}\""
        case .string:
            let call = transfer == .none ? "swiftString(\(expression))" : "swiftString(taking: \(expression))"
            return type.isOptional ? call : "\(call) ?? \"\""
        case .stringArray: return transfer == .none ? "swiftStrings(\(expression))" : "swiftStrings(\(expression), taking: true)"
        case .enumeration: return "\(type.name).known(\(expression))"
        case .flags: return "\(type.name)(\(expression))"
        case .object, .boxedRecord, .structRecord: return "\(type.name).wrap(\(transfer == .none ? "none" : "full"): \(expression))\(force)"
        case .interface: return "Object.wrap(\(transfer == .none ? "none" : "full"): \(expression)) as? any \(type.name)"
        case .boxed:
            let initializer = "\(type.name)(\(transfer == .none ? "retaining" : "adopting"): $0)"
            return type.isOptional ? "\(expression).map { \(initializer) }" : "\(expression).map { \(initializer) }!"
        }
    }

    /// The name of the closure parameter that holds the C pointer of the boxed value `name`
    /// (escaped) during the call: `_value`.
    static func lentPointer(_ name: String) -> String {
        "_" + name.filter { $0 != "`" }
    }

    /// `call` inside the closure that lends the C pointer of the boxed value `name` to it;
    /// the value stays alive until the call returns.
    static func lending(_ name: String, to call: String) -> String {
        "withCPointer(\(name)) { \(lentPointer(name)) in \(call) }"
    }

    /// Argument `index` of the `SignalEmission` named `emission`, as Swift `type`.
    static func signalArgument(_ emission: String, _ index: Int, _ type: SwiftType) -> String {
        switch type.kind {
        case .object: return "\(emission).object(\(index), as: \(type.name).self)\(type.isOptional ? "" : "!")"
        case .interface: return "\(emission).object(\(index)) as? any \(type.name)"
        case .stringArray: return "\(emission).value(\(index), as: [String].self)"
        default: return "\(emission).value(\(index), as: \(type).self)"
        }
    }
}
