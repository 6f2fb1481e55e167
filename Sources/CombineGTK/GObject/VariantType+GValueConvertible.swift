import CGtk

// A GVariantType property (GSimpleAction's "parameter-type" and "state-type") reads and
// writes as a VariantType, and as `VariantType?` where it may be NULL (an action that takes
// no parameter). GLib boxes it as G_TYPE_VARIANT_TYPE, a copy of the type.

extension VariantType: GValueConvertible {
    /// A `VariantType` reads and writes `GVariantType` properties (`G_TYPE_VARIANT_TYPE`).
    public static func accepts(_ type: GType) -> Bool { type == g_variant_type_get_gtype() }

    /// The type `gValue` holds; nil when it holds another type, or NULL (read `VariantType?`
    /// to tell those apart).
    public init?(gValue: UnsafePointer<GValue>) {
        guard Self.accepts(cgtk_value_type(gValue)), let value = Self.optional(gValue: gValue) else { return nil }
        self = value
    }

    /// Stores a copy of this type in `gValue`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        withTypePointer { g_value_set_boxed(gValue, UnsafeRawPointer($0)) }
    }
}

extension VariantType: OptionalGValue {
    /// The type in `gValue`, or nil for NULL.
    public static func optional(gValue: UnsafePointer<GValue>) -> VariantType? {
        g_value_get_boxed(gValue).map { VariantType(retaining: OpaquePointer($0)) }
    }

    /// Writes NULL to `gValue`.
    public static func storeNone(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boxed(gValue, nil) }
}
