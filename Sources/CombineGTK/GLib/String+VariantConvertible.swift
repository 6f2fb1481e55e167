import CGtk

extension String: VariantConvertible {
    /// `"s"`: a string.
    public static var variantType: VariantType { .string }

    /// The string types: `"s"`, and D-Bus object paths (`"o"`) and signatures (`"g"`),
    /// which are strings of a checked form.
    public static func accepts(_ type: VariantType) -> Bool {
        switch type.typeString {
        case "s", "o", "g": true
        default: false
        }
    }

    /// The string `variant` holds; nil when it holds no string type.
    public init?(variant: Variant) {
        guard Self.accepts(variant.type) else { return nil }
        self = String(cString: g_variant_get_string(variant.variantPointer, nil))
        withExtendedLifetime(variant) {}
    }

    /// The string as a variant (`"s"`). GVariant strings end at a NUL character: a string
    /// with one is cut there.
    public var variant: Variant { Variant(adopting: g_variant_new_string(self)) }
}
