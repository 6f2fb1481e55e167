import CGtk

// Building and reading containers: arrays, dictionaries, tuples, maybes and boxes. Reading a
// container of another kind gives nil or nothing, never a GLib critical: every C call here
// is guarded by a type check first.

extension Variant {
    /// An array (`"a…"`) of `elements`, each of type `elementType`, which must be definite
    /// (it is the array's type when `elements` is empty).
    public init(array elements: [Variant], of elementType: VariantType) {
        precondition(elementType.isDefinite, "Variant(array:of:): the element type \"\(elementType)\" is not definite")
        for element in elements where element.typeString != elementType.typeString {
            preconditionFailure("Variant(array:of:): an element of type \"\(element.typeString)\" in an array of \"\(elementType)\"")
        }
        self = Variant.withPointers(elements) { children in
            Variant(adopting: elementType.withTypePointer { g_variant_new_array($0, children, gsize(elements.count)) })
        }
    }

    /// A tuple (`"(…)"`) of `items`, in order; `Variant(tuple: [])` is the unit `"()"`.
    public init(tuple items: [Variant]) {
        self = Variant.withPointers(items) { Variant(adopting: g_variant_new_tuple($0, gsize(items.count))) }
    }

    /// A dictionary entry (`"{…}"`) from `key`, whose type must be basic, to `value`.
    public init(dictionaryEntry key: Variant, value: Variant) {
        precondition(key.type.isBasic, "Variant(dictionaryEntry:value:): the key type \"\(key.typeString)\" is not basic")
        self.init(adopting: g_variant_new_dict_entry(key.variantPointer, value.variantPointer))
        withExtendedLifetime((key, value)) {}
    }

    /// A maybe (`"m…"`) of `elementType`: `value`, or nothing when it is nil. `value`, when
    /// given, must be of `elementType`, which must be definite.
    public init(maybe value: Variant?, of elementType: VariantType) {
        precondition(elementType.isDefinite, "Variant(maybe:of:): the element type \"\(elementType)\" is not definite")
        if let value {
            precondition(value.typeString == elementType.typeString,
                         "Variant(maybe:of:): a value of type \"\(value.typeString)\" in a maybe of \"\(elementType)\"")
        }
        self.init(adopting: elementType.withTypePointer { g_variant_new_maybe($0, value?.variantPointer) })
        withExtendedLifetime(value) {}
    }

    /// A box (`"v"`) holding `value`, whatever its type: what `"a{sv}"` dictionaries and
    /// D-Bus properties hold.
    public init(boxing value: Variant) {
        self.init(adopting: g_variant_new_variant(value.variantPointer))
        withExtendedLifetime(value) {}
    }

    /// Whether the value holds other values (an array, maybe, tuple, dictionary entry or
    /// box).
    public var isContainer: Bool { g_variant_is_container(variantPointer) != 0 }

    /// How many values the container holds (a maybe 0 or 1, a box 1); 0 for a basic value.
    public var count: Int {
        isContainer ? Int(g_variant_n_children(variantPointer)) : 0
    }

    /// The `index`th value the container holds (an array's element, a tuple's item, a
    /// dictionary's entry, a box's value). `index` must be less than ``count``.
    public subscript(_ index: Int) -> Variant {
        precondition(index >= 0 && index < count, "Variant[\(index)]: out of range for a value of type \"\(typeString)\" holding \(count)")
        return Variant(adopting: g_variant_get_child_value(variantPointer, gsize(index)))
    }

    /// The values the container holds, in order; empty for a basic value.
    public var children: [Variant] { (0..<count).map { self[$0] } }

    /// In a dictionary with string keys (`"a{s…}"`, or object paths: `"a{o…}"`), the value
    /// of the first entry with `key`: unboxed when the values are boxes (an `"a{sv}"`'s
    /// values come out as what they hold). Nil when there is no such entry, or the value is
    /// no such dictionary.
    public subscript(_ key: String) -> Variant? {
        guard isOfType("a{s*}") || isOfType("a{o*}") else { return nil }
        return g_variant_lookup_value(variantPointer, key, nil).map { Variant(adopting: $0) }
    }

    /// What a maybe holds: nil when it holds nothing or the value is no maybe.
    public var maybeValue: Variant? {
        guard type.isMaybe else { return nil }
        return g_variant_get_maybe(variantPointer).map { Variant(adopting: $0) }
    }

    /// What a box (`"v"`) holds; nil when the value is no box.
    public var unboxed: Variant? {
        guard typeString == "v" else { return nil }
        return Variant(adopting: g_variant_get_variant(variantPointer))
    }

    /// `body` with the `GVariant *` of each of `variants`, in a C array that lives as long
    /// as the call (the variants too).
    static func withPointers<Result>(_ variants: [Variant], _ body: (UnsafePointer<OpaquePointer?>?) -> Result) -> Result {
        withExtendedLifetime(variants) {
            let pointers: [OpaquePointer?] = variants.map(\.variantPointer)
            return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
        }
    }
}
