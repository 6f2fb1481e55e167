import CGtk

extension Array: VariantConvertible where Element: VariantConvertible {
    /// `"a…"`: an array of the element's type (`"as"` for `[String]`, `"aas"` for
    /// `[[String]]`).
    public static var variantType: VariantType { .array(of: Element.variantType) }

    /// Arrays whose element type the element reads (`[Int]` reads `"ai"` and `"ay"`).
    public static func accepts(_ type: VariantType) -> Bool {
        guard type.isArray, let element = type.element else { return false }
        return Element.accepts(element)
    }

    /// The elements `variant` holds; nil when it is no array the element reads, or an
    /// element does not fit.
    public init?(variant: Variant) {
        guard Self.accepts(variant.type) else { return nil }
        if Element.self == UInt8.self, variant.typeString == "ay" {
            self = variant.bytes as! [Element]  // Element is UInt8
            return
        }
        var elements: [Element] = []
        elements.reserveCapacity(variant.count)
        for child in variant.children {
            guard let element = Element(variant: child) else { return nil }
            elements.append(element)
        }
        self = elements
    }

    /// The elements as an array variant (`"a…"`); an empty one keeps the element type.
    public var variant: Variant {
        if Element.self == UInt8.self { return Variant(bytes: self as! [UInt8]) }
        return Variant(array: map(\.variant), of: Element.variantType)
    }
}

// Byte arrays ("ay": file contents, D-Bus byte strings) are stored and read in one piece
// rather than a variant per byte.
extension Variant {
    /// A byte array (`"ay"`) holding a copy of `bytes`.
    init(bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { buffer in
            VariantType.byte.withTypePointer { type in
                Variant(adopting: g_variant_new_fixed_array(type, buffer.baseAddress, gsize(buffer.count), 1))
            }
        }
    }

    /// The bytes of a byte array (`"ay"`).
    var bytes: [UInt8] {
        withVariantPointer { pointer in
            var count: gsize = 0
            guard let data = g_variant_get_fixed_array(pointer, &count, 1) else { return [] }
            return Array(UnsafeRawBufferPointer(start: data, count: Int(count)))
        }
    }
}
