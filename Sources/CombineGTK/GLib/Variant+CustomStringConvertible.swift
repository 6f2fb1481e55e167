import CGtk

extension Variant: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value in GLib's text format (`g_variant_print`), with the type annotations that
    /// make ``init(parsing:as:)`` read it back as the same type: `'All'`, `int64 7`,
    /// `{'filter': <'all'>}`, `@as []`.
    public var description: String {
        let text = g_variant_print(variantPointer, 1)!
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The type and the value: `Variant("s", 'All')`.
    public var debugDescription: String { "Variant(\"\(typeString)\", \(description))" }
}
