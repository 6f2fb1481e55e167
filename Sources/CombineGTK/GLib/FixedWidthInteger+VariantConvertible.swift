import CGtk

// Every integer type is written as the GVariant integer of its width and signedness (Int8,
// which GVariant lacks, as int16; Int and UInt as 64-bit), and reads every GVariant integer
// whose value fits it. Handles ("h") are indices into a D-Bus message, not numbers: not read.
//
// Why the ten standard integer types below each repeat `init?(variant:)` and `variant`
// instead of taking the generic defaults (kept for other adopters): called from another
// module, the defaults run as unspecialized generic code (the type string compared as a
// `String`, the integer converted through `FixedWidthInteger`'s witnesses). Measured with
// callgrind (Benchmarks, "Variant round trip (Int)"): an `Int`'s round trip cost 2,622
// instructions through the defaults, 1,809 through its own pair, against 1,442 for GLib's
// `g_variant_new_int64` + `g_variant_get_int64`: 1.82 times C's cost, where the target is 1.3.

extension VariantConvertible where Self: FixedWidthInteger {
    /// Any integer type: `"y"`, `"n"`, `"q"`, `"i"`, `"u"`, `"x"`, `"t"`.
    public static func accepts(_ type: VariantType) -> Bool {
        switch type.typeString {
        case "y", "n", "q", "i", "u", "x", "t": true
        default: false
        }
    }

    /// The integer `variant` holds, whatever its width; nil when it does not fit `Self` or
    /// the variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: Self.self) else { return nil }
        self = value
    }

    /// The integer as a variant of ``VariantConvertible/variantType``.
    public var variant: Variant {
        let type = Self.variantType
        let pointer: OpaquePointer? = switch type.typeString {
        case "y": g_variant_new_byte(guint8(self))
        case "n": g_variant_new_int16(gint16(self))
        case "q": g_variant_new_uint16(guint16(self))
        case "i": g_variant_new_int32(gint32(self))
        case "u": g_variant_new_uint32(guint32(self))
        case "x": g_variant_new_int64(gint64(self))
        case "t": g_variant_new_uint64(guint64(self))
        default: preconditionFailure("\(Self.self).variantType \"\(type)\" is no integer type")
        }
        return Variant(adopting: pointer!)
    }
}

/// The integer `variant` holds, whatever its width, as an `Integer`; nil when it does not
/// fit or the variant holds no integer. Inlined, so that each concrete caller gets it compiled
/// for its own type. (The class is the type string's one character, with no `String` made.)
@inline(__always)
private func integer<Integer: FixedWidthInteger>(in variant: Variant, as _: Integer.Type) -> Integer? {
    let pointer = variant.variantPointer
    defer { withExtendedLifetime(variant) {} }
    switch g_variant_classify(pointer) {
    case G_VARIANT_CLASS_BYTE: return Integer(exactly: g_variant_get_byte(pointer))
    case G_VARIANT_CLASS_INT16: return Integer(exactly: g_variant_get_int16(pointer))
    case G_VARIANT_CLASS_UINT16: return Integer(exactly: g_variant_get_uint16(pointer))
    case G_VARIANT_CLASS_INT32: return Integer(exactly: g_variant_get_int32(pointer))
    case G_VARIANT_CLASS_UINT32: return Integer(exactly: g_variant_get_uint32(pointer))
    case G_VARIANT_CLASS_INT64: return Integer(exactly: g_variant_get_int64(pointer))
    case G_VARIANT_CLASS_UINT64: return Integer(exactly: g_variant_get_uint64(pointer))
    default: return nil
    }
}

extension Int: VariantConvertible {
    /// `"x"`: a signed 64-bit integer.
    public static var variantType: VariantType { .int64 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: Int.self) else { return nil }
        self = value
    }

    /// The integer as an int64 variant (`"x"`).
    public var variant: Variant { Variant(adopting: g_variant_new_int64(gint64(self))) }
}

extension UInt: VariantConvertible {
    /// `"t"`: an unsigned 64-bit integer.
    public static var variantType: VariantType { .uint64 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: UInt.self) else { return nil }
        self = value
    }

    /// The integer as a uint64 variant (`"t"`).
    public var variant: Variant { Variant(adopting: g_variant_new_uint64(guint64(self))) }
}

extension Int8: VariantConvertible {
    /// `"n"`: GVariant has no signed byte, so the smallest signed integer that holds one.
    public static var variantType: VariantType { .int16 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: Int8.self) else { return nil }
        self = value
    }

    /// The integer as an int16 variant (`"n"`).
    public var variant: Variant { Variant(adopting: g_variant_new_int16(gint16(self))) }
}

extension UInt8: VariantConvertible {
    /// `"y"`: a byte.
    public static var variantType: VariantType { .byte }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: UInt8.self) else { return nil }
        self = value
    }

    /// The integer as a byte variant (`"y"`).
    public var variant: Variant { Variant(adopting: g_variant_new_byte(self)) }
}

extension Int16: VariantConvertible {
    /// `"n"`: a signed 16-bit integer.
    public static var variantType: VariantType { .int16 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: Int16.self) else { return nil }
        self = value
    }

    /// The integer as an int16 variant (`"n"`).
    public var variant: Variant { Variant(adopting: g_variant_new_int16(self)) }
}

extension UInt16: VariantConvertible {
    /// `"q"`: an unsigned 16-bit integer.
    public static var variantType: VariantType { .uint16 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: UInt16.self) else { return nil }
        self = value
    }

    /// The integer as a uint16 variant (`"q"`).
    public var variant: Variant { Variant(adopting: g_variant_new_uint16(self)) }
}

extension Int32: VariantConvertible {
    /// `"i"`: a signed 32-bit integer.
    public static var variantType: VariantType { .int32 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: Int32.self) else { return nil }
        self = value
    }

    /// The integer as an int32 variant (`"i"`).
    public var variant: Variant { Variant(adopting: g_variant_new_int32(self)) }
}

extension UInt32: VariantConvertible {
    /// `"u"`: an unsigned 32-bit integer.
    public static var variantType: VariantType { .uint32 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: UInt32.self) else { return nil }
        self = value
    }

    /// The integer as a uint32 variant (`"u"`).
    public var variant: Variant { Variant(adopting: g_variant_new_uint32(self)) }
}

extension Int64: VariantConvertible {
    /// `"x"`: a signed 64-bit integer.
    public static var variantType: VariantType { .int64 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: Int64.self) else { return nil }
        self = value
    }

    /// The integer as an int64 variant (`"x"`).
    public var variant: Variant { Variant(adopting: g_variant_new_int64(gint64(self))) }
}

extension UInt64: VariantConvertible {
    /// `"t"`: an unsigned 64-bit integer.
    public static var variantType: VariantType { .uint64 }

    /// The integer `variant` holds, whatever its width; nil when it does not fit or the
    /// variant is no integer.
    public init?(variant: Variant) {
        guard let value = integer(in: variant, as: UInt64.self) else { return nil }
        self = value
    }

    /// The integer as a uint64 variant (`"t"`).
    public var variant: Variant { Variant(adopting: g_variant_new_uint64(guint64(self))) }
}
