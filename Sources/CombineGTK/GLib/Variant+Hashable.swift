import CGtk

extension Variant: Hashable {
    /// Whether the two values have the same type and the same value (`g_variant_equal`).
    /// Dictionaries are arrays of entries, so order counts: Swift dictionaries become
    /// variants with their keys sorted, which makes equal dictionaries equal variants.
    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        lhs.storage === rhs.storage || g_variant_equal(UnsafeRawPointer(lhs.variantPointer), UnsafeRawPointer(rhs.variantPointer)) != 0
    }

    /// Hashes the type and the value. `g_variant_hash` takes basic values only, so a
    /// container hashes its type and its children in turn.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeString)
        if isContainer {
            hasher.combine(count)
            for child in children { child.hash(into: &hasher) }
        } else {
            hasher.combine(g_variant_hash(UnsafeRawPointer(variantPointer)))
        }
    }
}
