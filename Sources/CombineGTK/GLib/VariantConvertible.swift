/// A Swift value that becomes a ``Variant`` and is read back from one: what action state and
/// parameters, settings values and `"a{sv}"` dictionaries hold.
///
/// ```swift
/// let v = Variant(["done": Variant(true), "title": Variant("Milk")])   // "a{sv}"
/// Bool(variant: v["done"]!)       // true
/// [String: Variant](variant: v)   // the dictionary again
/// ```
///
/// Adopted by `Bool`, the integer types, `Double`, `Float`, `String`, ``Variant`` itself (as
/// a box, `"v"`), and arrays (`"a…"`), dictionaries with `String` keys (`"a{s…}"`) and
/// optionals (maybes, `"m…"`) of adopting types, nested to any depth. An enumeration with
/// raw values of an adopting type adopts it by saying so (`enum Filter: String,
/// VariantConvertible`): it is its raw value.
///
/// - Writing uses ``variantType``; reading takes every type ``accepts(_:)`` approves:
///   integers read any integer type whose value fits (`Int(variant: Variant(Int32(7)))` is
///   7, `UInt8(variant: Variant(300))` is nil), and strings read object paths and
///   signatures too.
/// - Reading a value of another type, or one that does not fit, gives nil; never a crash.
public protocol VariantConvertible {
    /// The type a value of `Self` is written as (`"s"` for `String`, `"x"` for `Int`,
    /// `"a{sv}"` for `[String: Variant]`).
    static var variantType: VariantType { get }

    /// Whether a variant of `type` can be read as `Self`, given a value that fits.
    static func accepts(_ type: VariantType) -> Bool

    /// The value `variant` holds, or nil when it is of a type `Self` does not read or its
    /// value does not fit.
    init?(variant: Variant)

    /// This value as a variant of type ``variantType``.
    var variant: Variant { get }
}

extension VariantConvertible {
    /// Reads exactly ``variantType``.
    public static func accepts(_ type: VariantType) -> Bool { type == variantType }
}

/// An enumeration with raw values is its raw value: `Filter.all` (`"all"`) is the string
/// variant `'all'`, and a string with no case reads as nil.
extension VariantConvertible where Self: RawRepresentable, RawValue: VariantConvertible {
    /// The raw value's type.
    public static var variantType: VariantType { RawValue.variantType }

    /// The types the raw value reads.
    public static func accepts(_ type: VariantType) -> Bool { RawValue.accepts(type) }

    /// The case whose raw value `variant` holds; nil when none has it.
    public init?(variant: Variant) {
        guard let rawValue = RawValue(variant: variant) else { return nil }
        self.init(rawValue: rawValue)
    }

    /// The raw value as a variant.
    public var variant: Variant { rawValue.variant }
}
