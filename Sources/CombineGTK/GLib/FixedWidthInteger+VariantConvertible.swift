import CGtk

// Every integer type is written as the GVariant integer of its width and signedness (Int8,
// which GVariant lacks, as int16; Int and UInt as 64-bit), and reads every GVariant integer
// whose value fits it. Handles ("h") are indices into a D-Bus message, not numbers: not read.

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
        let pointer = variant.variantPointer
        switch variant.typeString {
        case "y": self.init(exactly: g_variant_get_byte(pointer))
        case "n": self.init(exactly: g_variant_get_int16(pointer))
        case "q": self.init(exactly: g_variant_get_uint16(pointer))
        case "i": self.init(exactly: g_variant_get_int32(pointer))
        case "u": self.init(exactly: g_variant_get_uint32(pointer))
        case "x": self.init(exactly: g_variant_get_int64(pointer))
        case "t": self.init(exactly: g_variant_get_uint64(pointer))
        default: return nil
        }
        withExtendedLifetime(variant) {}
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

extension Int: VariantConvertible {
    /// `"x"`: a signed 64-bit integer.
    public static var variantType: VariantType { .int64 }
}

extension UInt: VariantConvertible {
    /// `"t"`: an unsigned 64-bit integer.
    public static var variantType: VariantType { .uint64 }
}

extension Int8: VariantConvertible {
    /// `"n"`: GVariant has no signed byte, so the smallest signed integer that holds one.
    public static var variantType: VariantType { .int16 }
}

extension UInt8: VariantConvertible {
    /// `"y"`: a byte.
    public static var variantType: VariantType { .byte }
}

extension Int16: VariantConvertible {
    /// `"n"`: a signed 16-bit integer.
    public static var variantType: VariantType { .int16 }
}

extension UInt16: VariantConvertible {
    /// `"q"`: an unsigned 16-bit integer.
    public static var variantType: VariantType { .uint16 }
}

extension Int32: VariantConvertible {
    /// `"i"`: a signed 32-bit integer.
    public static var variantType: VariantType { .int32 }
}

extension UInt32: VariantConvertible {
    /// `"u"`: an unsigned 32-bit integer.
    public static var variantType: VariantType { .uint32 }
}

extension Int64: VariantConvertible {
    /// `"x"`: a signed 64-bit integer.
    public static var variantType: VariantType { .int64 }
}

extension UInt64: VariantConvertible {
    /// `"t"`: an unsigned 64-bit integer.
    public static var variantType: VariantType { .uint64 }
}
