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
        if Element.self == String.self, let strings = variant.strings {
            self = unsafeBitCast(strings, to: [Element].self)  // Element is String
            return
        }
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
        if Element.self == String.self { return Variant(strings: unsafeBitCast(self, to: [String].self)) }
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

// String arrays ("as": settings' lists, D-Bus) are made and read as `g_variant_new_strv` and
// `g_variant_get_strv` do, with no `Variant` per element: a round trip of four strings cost
// 1.8 times GLib's calls when each element was a `Variant` of its own.
extension Variant {
    /// `"as"`, as a `GVariantType *`: a GVariantType is its type string, here a static one.
    private static var stringArrayType: OpaquePointer { OpaquePointer(("as" as StaticString).utf8Start) }
    /// `"s"`.
    private static var stringType: OpaquePointer { OpaquePointer(("s" as StaticString).utf8Start) }

    /// A string array (`"as"`) of `strings`, each cut at a NUL character as `String`'s
    /// variant is.
    init(strings: [String]) {
        var children = strings.map { g_variant_new_string($0) }
        // The array takes over the children's floating references.
        self.init(adopting: g_variant_new_array(Self.stringType, &children, gsize(children.count)))
    }

    /// The strings of a string array (`"as"`); nil for any other type (object paths and
    /// signatures read through the general path).
    var strings: [String]? {
        withVariantPointer { pointer in
            guard g_variant_is_of_type(pointer, Self.stringArrayType) != 0 else { return nil }
            var count: gsize = 0
            // The elements' strings are the variant's own; the array holding them is ours.
            guard let elements = g_variant_get_strv(pointer, &count) else { return [] }
            defer { g_free(elements) }
            return (0..<Int(count)).map { String(cString: elements[$0]!) }
        }
    }
}
