extension Variant: VariantConvertible {
    /// `"v"`: as a value inside another (an element of `[Variant]`, a value of
    /// `[String: Variant]`), a variant is boxed, so the container can hold any type.
    public static var variantType: VariantType { .variant }

    /// What the box `variant` holds; nil when `variant` is no box (`"v"`). To use a variant
    /// as it is, use it: this unboxes.
    public init?(variant: Variant) {
        guard let unboxed = variant.unboxed else { return nil }
        self = unboxed
    }

    /// This variant in a box (`"v"`): ``init(boxing:)``.
    public var variant: Variant { Variant(boxing: self) }
}
