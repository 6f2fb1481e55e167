import CGtk

/// A Swift `OptionSet` generated from a GLib flags type (`GtkStateFlags` → `StateFlags`):
/// its raw value is the C bits, and it reads and writes `GValue`s of that type.
///
/// - `accepts` takes exactly the flags' own GType (and types derived from it), not any flags.
/// - Bits GTK sets that have no named member are kept, not dropped.
public protocol GLibFlags: GValueConvertible, SignalValue, OptionSet, Sendable where RawValue == UInt32 {
    /// The flags' GType (`gtk_state_flags_get_type()`).
    static var gType: GType { get }
}

extension GLibFlags {
    public static func accepts(_ type: GType) -> Bool { g_type_is_a(type, gType) != 0 }

    public init?(gValue: UnsafePointer<GValue>) {
        guard Self.accepts(cgtk_value_type(gValue)) else { return nil }
        self.init(rawValue: g_value_get_flags(gValue))
    }

    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_flags(gValue, rawValue) }
}
