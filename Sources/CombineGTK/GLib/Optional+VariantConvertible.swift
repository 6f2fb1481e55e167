extension Optional: VariantConvertible where Wrapped: VariantConvertible {
    /// `"m…"`: a maybe of the wrapped type (`"mx"` for `Int?`).
    public static var variantType: VariantType { .maybe(of: Wrapped.variantType) }

    /// Maybes whose element type the wrapped type reads.
    public static func accepts(_ type: VariantType) -> Bool {
        guard type.isMaybe, let element = type.element else { return false }
        return Wrapped.accepts(element)
    }

    /// What the maybe `variant` holds, `.none` when nothing; nil (no optional at all) when it
    /// is no maybe the wrapped type reads, or its value does not fit. A value that is not a
    /// maybe (`"x"`) is not read as `Int?`: read it as `Int`.
    public init?(variant: Variant) {
        guard Self.accepts(variant.type) else { return nil }
        guard let inner = variant.maybeValue else {
            self = .none
            return
        }
        guard let wrapped = Wrapped(variant: inner) else { return nil }
        self = .some(wrapped)
    }

    /// The optional as a maybe variant (`"m…"`): nothing for nil.
    public var variant: Variant {
        Variant(maybe: self?.variant, of: Wrapped.variantType)
    }
}
