import CGtk

// A GVariant property (GSimpleAction's "state", GtkActionable's "action-target") reads and
// writes as a Variant, and as `Variant?` where it may be NULL (a stateless action's state).

extension Variant: GValueConvertible {
    /// A `Variant` reads and writes `GVariant` properties (`G_TYPE_VARIANT`).
    public static func accepts(_ type: GType) -> Bool { type == FundamentalType.variant }

    /// The variant `gValue` holds; nil when it holds another type, or NULL (read `Variant?`
    /// to tell those apart).
    public init?(gValue: UnsafePointer<GValue>) {
        guard Self.accepts(cgtk_value_type(gValue)), let value = Self.optional(gValue: gValue) else { return nil }
        self = value
    }

    /// Stores this variant in `gValue`, which takes a reference of its own.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        withVariantPointer { g_value_set_variant(gValue, $0) }
    }
}

extension Variant: OptionalGValue {
    /// The variant in `gValue`, or nil for NULL.
    public static func optional(gValue: UnsafePointer<GValue>) -> Variant? {
        g_value_get_variant(gValue).map { Variant(retaining: $0) }
    }

    /// Writes NULL to `gValue`.
    public static func storeNone(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_variant(gValue, nil) }
}
