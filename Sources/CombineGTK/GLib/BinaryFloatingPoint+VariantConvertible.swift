import CGtk

// GVariant has one floating-point type, "d" (a double): Double is it, and Float is written as
// one (exactly) and read from one (rounded to the nearest Float).

extension Double: VariantConvertible {
    /// `"d"`: a double-precision floating-point number.
    public static var variantType: VariantType { .double }

    /// The number `variant` holds; nil when it holds another type (integers included).
    public init?(variant: Variant) {
        guard variant.typeString == "d" else { return nil }
        self = g_variant_get_double(variant.variantPointer)
    }

    /// The number as a variant (`"d"`).
    public var variant: Variant { Variant(adopting: g_variant_new_double(self)) }
}

extension Float: VariantConvertible {
    /// `"d"`: GVariant has no single-precision type.
    public static var variantType: VariantType { .double }

    /// The number `variant` holds, rounded to the nearest `Float`; nil when it holds
    /// another type.
    public init?(variant: Variant) {
        guard let double = Double(variant: variant) else { return nil }
        self = Float(double)
    }

    /// The number as a variant (`"d"`), exactly.
    public var variant: Variant { Double(self).variant }
}
