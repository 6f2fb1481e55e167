import CGtk

extension Bool: VariantConvertible {
    /// `"b"`: a Boolean.
    public static var variantType: VariantType { .boolean }

    /// The Boolean `variant` holds; nil when it holds another type.
    public init?(variant: Variant) {
        guard variant.typeString == "b" else { return nil }
        self = g_variant_get_boolean(variant.variantPointer) != 0
    }

    /// The Boolean as a variant (`"b"`).
    public var variant: Variant { Variant(adopting: g_variant_new_boolean(self ? 1 : 0)) }
}
