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
        let pointer = variant.variantPointer
        // The string types are the classes of the same letter: read with no type `String` made.
        switch g_variant_classify(pointer) {
        case G_VARIANT_CLASS_STRING, G_VARIANT_CLASS_OBJECT_PATH, G_VARIANT_CLASS_SIGNATURE:
            self = String(cString: g_variant_get_string(pointer, nil))
            withExtendedLifetime(variant) {}
        default:
            return nil
        }
    }

    /// The string as a variant (`"s"`). GVariant strings end at a NUL character: a string
    /// with one is cut there.
    public var variant: Variant { Variant(adopting: g_variant_new_string(self)) }
}
