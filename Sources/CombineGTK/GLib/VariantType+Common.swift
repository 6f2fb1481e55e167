// The common types by name (GLib's G_VARIANT_TYPE_* macros), and the container types built
// from their parts.

extension VariantType {
    /// `"b"`: a Boolean.
    public static let boolean: VariantType = "b"
    /// `"y"`: an unsigned 8-bit integer (a byte).
    public static let byte: VariantType = "y"
    /// `"n"`: a signed 16-bit integer.
    public static let int16: VariantType = "n"
    /// `"q"`: an unsigned 16-bit integer.
    public static let uint16: VariantType = "q"
    /// `"i"`: a signed 32-bit integer.
    public static let int32: VariantType = "i"
    /// `"u"`: an unsigned 32-bit integer.
    public static let uint32: VariantType = "u"
    /// `"x"`: a signed 64-bit integer.
    public static let int64: VariantType = "x"
    /// `"t"`: an unsigned 64-bit integer.
    public static let uint64: VariantType = "t"
    /// `"h"`: a file descriptor handle, an index into a D-Bus message's descriptors.
    public static let handle: VariantType = "h"
    /// `"d"`: a double-precision floating-point number.
    public static let double: VariantType = "d"
    /// `"s"`: a string.
    public static let string: VariantType = "s"
    /// `"o"`: a D-Bus object path.
    public static let objectPath: VariantType = "o"
    /// `"g"`: a D-Bus type signature.
    public static let signature: VariantType = "g"
    /// `"v"`: a box holding a value of any type.
    public static let variant: VariantType = "v"
    /// `"()"`: the empty tuple.
    public static let unit: VariantType = "()"
    /// `"as"`: an array of strings.
    public static let stringArray: VariantType = "as"
    /// `"ao"`: an array of object paths.
    public static let objectPathArray: VariantType = "ao"
    /// `"ay"`: an array of bytes.
    public static let byteString: VariantType = "ay"
    /// `"aay"`: an array of byte arrays.
    public static let byteStringArray: VariantType = "aay"
    /// `"a{sv}"`: a dictionary of strings to boxed values, what GNOME's APIs pass options
    /// and state in.
    public static let vardict: VariantType = "a{sv}"

    /// `"*"`: any type (a wildcard, not definite).
    public static let any: VariantType = "*"
    /// `"?"`: any basic type.
    public static let anyBasic: VariantType = "?"
    /// `"m*"`: any maybe type.
    public static let anyMaybe: VariantType = "m*"
    /// `"a*"`: any array type.
    public static let anyArray: VariantType = "a*"
    /// `"r"`: any tuple type.
    public static let anyTuple: VariantType = "r"
    /// `"{?*}"`: any dictionary entry type.
    public static let anyDictionaryEntry: VariantType = "{?*}"
    /// `"a{?*}"`: any dictionary type.
    public static let anyDictionary: VariantType = "a{?*}"

    /// The type of arrays of `element` (`"as"` for `.string`).
    public static func array(of element: VariantType) -> VariantType {
        VariantType(unchecked: "a" + element.typeString)
    }

    /// The type of maybes of `element` (`"ms"` for `.string`).
    public static func maybe(of element: VariantType) -> VariantType {
        VariantType(unchecked: "m" + element.typeString)
    }

    /// The type of tuples of `items`, in order (`"(is)"` for `[.int32, .string]`).
    public static func tuple(_ items: [VariantType]) -> VariantType {
        VariantType(unchecked: "(" + items.map(\.typeString).joined() + ")")
    }

    /// The type of dictionary entries from `key`, which must be basic, to `value`
    /// (`"{sv}"`).
    public static func dictionaryEntry(key: VariantType, value: VariantType) -> VariantType {
        precondition(key.isBasic, "VariantType.dictionaryEntry: the key type \"\(key)\" is not basic")
        return VariantType(unchecked: "{" + key.typeString + value.typeString + "}")
    }

    /// The type of dictionaries (arrays of entries) from `key`, which must be basic, to
    /// `value` (`"a{sv}"`).
    public static func dictionary(key: VariantType, value: VariantType) -> VariantType {
        array(of: dictionaryEntry(key: key, value: value))
    }
}
