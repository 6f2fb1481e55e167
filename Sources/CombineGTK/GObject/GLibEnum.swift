import CGtk

/// A Swift enumeration generated from a GLib enum type (`GtkAlign` → `Align`): its raw values
/// are the C values, and it reads and writes `GValue`s of that type.
///
/// - `accepts` takes exactly the enum's own GType (and types derived from it), not any enum,
///   so a property publisher typed `Align` refuses a `GtkOrientation` property by name.
/// - A `GValue` holding a value with no case (a newer GTK) reads as nil.
public protocol GLibEnum: GValueConvertible, SignalValue, RawRepresentable, CaseIterable, Sendable where RawValue == Int32 {
    /// The enum's GType (`gtk_align_get_type()`).
    static var gType: GType { get }
}

extension GLibEnum {
    public static func accepts(_ type: GType) -> Bool { g_type_is_a(type, gType) != 0 }

    public init?(gValue: UnsafePointer<GValue>) {
        guard Self.accepts(cgtk_value_type(gValue)) else { return nil }
        self.init(rawValue: g_value_get_enum(gValue))
    }

    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_enum(gValue, rawValue) }
}
