import CGtk

/// The GType a signal argument of a Swift type is declared with.
enum SignalArgumentType {
    static func of(_ type: any GValueConvertible.Type) -> GType {
        switch type {
        case is Bool.Type: return FundamentalType.boolean
        case is Int.Type, is Int64.Type: return FundamentalType.int64
        case is UInt64.Type: return FundamentalType.uint64
        case is Int32.Type: return FundamentalType.int
        case is UInt32.Type: return FundamentalType.uint
        case is Double.Type: return FundamentalType.double
        case is Float.Type: return FundamentalType.float
        case is String.Type: return FundamentalType.string
        case let enumeration as any GLibEnum.Type: return enumeration.gType
        case let flags as any GLibFlags.Type: return flags.gType
        default: preconditionFailure("CombineGTK: a signal argument cannot be a \(type): use Bool, Int, Double, String, or a generated enumeration or flags type")
        }
    }

    /// Installs `signals` on `type` (from its `class_init`).
    static func install(_ signals: [any AnySubclassSignal], on type: GType) {
        for signal in signals {
            var parameters = signal.argumentTypes.map(of)
            let id = g_signal_newv(signal.name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, FundamentalType.none, guint(parameters.count), &parameters)
            precondition(id != 0, "CombineGTK: GLib refused the signal \"\(signal.name)\" of \(String(cString: g_type_name(type))) (an invalid or taken name; GLib's warning says which)")
        }
    }
}
