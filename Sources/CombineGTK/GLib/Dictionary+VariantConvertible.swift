extension Dictionary: VariantConvertible where Key == String, Value: VariantConvertible {
    /// `"a{s…}"`: a dictionary of strings to the value's type (`"a{sv}"` for
    /// `[String: Variant]`, `"a{sax}"` for `[String: [Int]]`).
    public static var variantType: VariantType { .dictionary(key: .string, value: Value.variantType) }

    /// Dictionaries whose keys are strings (or object paths or signatures) and whose value
    /// type the value reads.
    public static func accepts(_ type: VariantType) -> Bool {
        guard type.isDictionary, let entry = type.element, let key = entry.key, let value = entry.value else {
            return false
        }
        return String.accepts(key) && Value.accepts(value)
    }

    /// The entries `variant` holds; nil when it is no dictionary the value reads, or a value
    /// does not fit. When a key occurs twice, the first entry counts, as in GLib's lookups.
    public init?(variant: Variant) {
        guard Self.accepts(variant.type) else { return nil }
        var dictionary: [String: Value] = [:]
        dictionary.reserveCapacity(variant.count)
        for entry in variant.children {
            guard let key = String(variant: entry[0]), let value = Value(variant: entry[1]) else { return nil }
            if dictionary[key] == nil { dictionary[key] = value }
        }
        self = dictionary
    }

    /// The entries as a dictionary variant (`"a{s…}"`), sorted by key: a variant's entries
    /// are in order, and equal dictionaries make equal variants only in one order.
    public var variant: Variant {
        let entries = keys.sorted().map { key in
            Variant(dictionaryEntry: key.variant, value: self[key]!.variant)
        }
        return Variant(array: entries, of: .dictionaryEntry(key: .string, value: Value.variantType))
    }
}
