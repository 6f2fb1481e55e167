import CGtk

/// The type of a ``Variant``, as GLib writes it: a type string such as `"s"` (a string),
/// `"a{sv}"` (a dictionary of strings to boxed values) or `"(ii)"` (a pair of 32-bit
/// integers).
///
/// Every `VariantType` holds a valid type string (`g_variant_type_string_is_valid`): the
/// failable initialiser checks it, and a string literal that is not one stops the program
/// with a message naming it. Types with wildcards (`"*"`, `"a?"`, `"r"`) are valid but not
/// definite; a value's type always is. The common types are static members: ``string``,
/// ``int64``, ``stringArray``, ``vardict``.
public struct VariantType: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The type string, such as `"a{sv}"`.
    public let typeString: String

    /// The type written `string`, or nil when it is not a valid type string. (With a string
    /// literal, `VariantType("a{sv}")` is the literal, which is not optional.)
    public init?(_ string: String) {
        // A NUL would end the string C checks, not the one kept.
        guard !string.utf8.contains(0), g_variant_type_string_is_valid(string) != 0 else { return nil }
        self.typeString = string
    }

    /// The type written `value`, which must be a valid type string.
    public init(stringLiteral value: String) {
        guard let type = VariantType(value) else {
            preconditionFailure("VariantType: \"\(value)\" is not a valid GVariant type string")
        }
        self = type
    }

    /// A type string GLib produced, so known to be valid.
    init(unchecked string: String) { self.typeString = string }

    /// The type a `transfer full` `GVariantType *` holds (`g_variant_type_copy`'s), which is
    /// freed once read.
    init(adopting pointer: OpaquePointer) {
        self.init(retaining: pointer)
        g_variant_type_free(pointer)
    }

    /// The type a `transfer none` `GVariantType *` holds (`g_action_get_state_type`'s); the
    /// string is copied, as a `VariantType` keeps nothing of GLib's.
    init(retaining pointer: OpaquePointer) { self.init(pointer) }

    /// The type string of a `GVariantType *` GLib returned (not NUL-terminated when it points
    /// into a larger type, so read with its length).
    init(_ pointer: OpaquePointer) {
        let length = Int(g_variant_type_get_string_length(pointer))
        let bytes = UnsafeRawPointer(g_variant_type_peek_string(pointer)!).assumingMemoryBound(to: UInt8.self)
        typeString = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// The type string.
    public var description: String { typeString }

    /// This type as a `const GVariantType *`, valid during `body`. A `GVariantType` is its
    /// type string in memory, so no copy is made.
    public func withTypePointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try typeString.withCString { try body(OpaquePointer($0)) }
    }

    /// Whether the type has no wildcard (`"*"`, `"?"`, `"r"`), as every value's type.
    public var isDefinite: Bool { withTypePointer { g_variant_type_is_definite($0) != 0 } }

    /// Whether the type is basic: a number, a Boolean, a string, an object path or a
    /// signature (what a dictionary's keys may be).
    public var isBasic: Bool { withTypePointer { g_variant_type_is_basic($0) != 0 } }

    /// Whether values of the type hold other values: arrays, maybes, tuples, dictionary
    /// entries and boxes (`"v"`).
    public var isContainer: Bool { withTypePointer { g_variant_type_is_container($0) != 0 } }

    /// Whether the type is an array (`"a…"`), dictionaries included.
    public var isArray: Bool { typeString.first == "a" }

    /// Whether the type is a maybe (`"m…"`): a value or nothing.
    public var isMaybe: Bool { typeString.first == "m" }

    /// Whether the type is a tuple (`"(…)"`, or `"r"`, any tuple).
    public var isTuple: Bool { typeString.first == "(" || typeString == "r" }

    /// Whether the type is a dictionary entry (`"{…}"`).
    public var isDictionaryEntry: Bool { typeString.first == "{" }

    /// Whether the type is an array of dictionary entries (`"a{…}"`).
    public var isDictionary: Bool { typeString.hasPrefix("a{") }

    /// Whether every value of this type is also of `supertype`: `"as"` is a subtype of
    /// `"a*"` and of itself.
    public func isSubtype(of supertype: VariantType) -> Bool {
        withTypePointer { type in supertype.withTypePointer { g_variant_type_is_subtype_of(type, $0) != 0 } }
    }

    /// The element type of an array or a maybe (`"s"` for `"as"`); nil for other types.
    public var element: VariantType? {
        guard isArray || isMaybe else { return nil }
        return withTypePointer { VariantType(g_variant_type_element($0)) }
    }

    /// The key type of a dictionary entry (`"s"` for `"{sv}"`); nil for other types.
    public var key: VariantType? {
        guard isDictionaryEntry else { return nil }
        return withTypePointer { VariantType(g_variant_type_key($0)) }
    }

    /// The value type of a dictionary entry (`"v"` for `"{sv}"`); nil for other types.
    public var value: VariantType? {
        guard isDictionaryEntry else { return nil }
        return withTypePointer { VariantType(g_variant_type_value($0)) }
    }

    /// The item types of a tuple, in order (`["i", "s"]` for `"(is)"`, `[]` for `"()"`);
    /// nil for other types and for `"r"`, whose items are not known.
    public var items: [VariantType]? {
        guard typeString.first == "(" else { return nil }
        return withTypePointer { type in
            var items: [VariantType] = []
            var item = g_variant_type_first(type)
            while let current = item {
                items.append(VariantType(current))
                item = g_variant_type_next(current)
            }
            return items
        }
    }
}
