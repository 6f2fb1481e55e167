import CGtk

/// A GLib `GVariant`: an immutable value together with its type, what GNOME passes action
/// state and parameters, settings and D-Bus messages in.
///
/// ```swift
/// let v = Variant("All")        // also Bool, the integers, Double, [String], [String: Variant]…
/// v.typeString                  // "s"
/// String(variant: v)            // "All"; nil for a Variant of another type
/// Int(variant: Variant(Int32(7)))   // 7: reading accepts any integer width that fits
/// ```
///
/// - A value: two variants are equal when GLib says so (`g_variant_equal`: same type, same
///   value), and copies share one `GVariant`, which is never modified.
/// - Owns one reference to its `GVariant`, given back when the last copy goes. Values a
///   constructor returns are floating; the variant sinks them, so it owns what it holds.
/// - Thread-safe, as GLib's `GVariant` is: `Sendable`, and usable off the main actor.
/// - ``description`` is GLib's text format, annotated so that ``init(parsing:as:)`` reads
///   it back as the same value and type.
///
/// Swift values become variants and back through ``VariantConvertible``; containers are read
/// with ``count``, ``children``, `variant[index]` and, for dictionaries, `variant["key"]`.
public struct Variant: Sendable {
    /// The one reference to the `GVariant`, shared by the copies of a `Variant`.
    final class Storage: @unchecked Sendable {  // GVariant is immutable and its refcount atomic
        let pointer: OpaquePointer

        init(owning pointer: OpaquePointer) { self.pointer = pointer }

        deinit { g_variant_unref(pointer) }
    }

    let storage: Storage

    /// Takes over a reference the caller owns: what a constructor or a `transfer full`
    /// function returned (`g_variant_new_string`, `g_action_get_state`). A floating one is
    /// sunk (`g_variant_take_ref`), so either way the variant owns exactly that reference.
    public init(adopting pointer: OpaquePointer) {
        storage = Storage(owning: g_variant_take_ref(pointer))
    }

    /// Takes a reference of its own to a `GVariant` the caller does not own: a `transfer
    /// none` result (a getter's) or a signal's argument.
    /// A floating one is sunk (`g_variant_ref_sink`) rather than left for no one to free.
    public init(retaining pointer: OpaquePointer) {
        storage = Storage(owning: g_variant_ref_sink(pointer))
    }

    /// The `GVariant *`, valid while this variant (or a copy) lives; hand it to C functions
    /// that take a `transfer none` value. A function that takes ownership (`transfer full`)
    /// needs a reference of its own: `g_variant_ref` it first.
    public var variantPointer: OpaquePointer { storage.pointer }

    /// Calls `body` with the `GVariant *`, keeping this variant alive until `body` returns.
    public func withVariantPointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(storage.pointer) }
    }

    /// `value` as a variant of its ``VariantConvertible/variantType``: `Variant("All")` is a
    /// string (`"s"`), `Variant(7)` an int64 (`"x"`), `Variant(Int32(7))` an int32 (`"i"`),
    /// `Variant(["a": Variant(1)])` an `"a{sv}"`.
    @inlinable
    public init<Value: VariantConvertible>(_ value: Value) {
        self = value.variant
    }

    /// A variant is already one; to put it in a box of type `"v"`, use ``init(boxing:)``.
    @available(*, unavailable, message: "a Variant is already one: use it as it is, or Variant(boxing:) for a \"v\"")
    public init(_ variant: Variant) { self = variant }

    /// The value written `text` in GLib's text format (`"'All'"`, `"[1, 2]"`,
    /// `"{'a': <int64 1>}"`), of `type` when given (which then decides how untyped numbers
    /// and empty containers read), else of the type the text says.
    ///
    /// - Throws: ``GLibError`` in the `"g-variant-parse-error-quark"` domain, its message
    ///   naming the place in `text`, when `text` is not one value of that type.
    public init(parsing text: String, as type: VariantType? = nil) throws(GLibError) {
        let pointer = try GLibError.check { error in
            if let type {
                type.withTypePointer { g_variant_parse($0, text, nil, nil, error) }
            } else {
                g_variant_parse(nil, text, nil, nil, error)
            }
        }
        // g_variant_parse returns NULL exactly when it sets the error.
        self.init(adopting: pointer!)
    }

    /// The value's type.
    public var type: VariantType { VariantType(unchecked: typeString) }

    /// The value's type string (`"s"`, `"a{sv}"`).
    public var typeString: String { String(cString: g_variant_get_type_string(variantPointer)) }

    /// Whether the value is of `type` or, for a type with wildcards, of a type it stands for
    /// (`Variant(["a"]).isOfType(.anyArray)`).
    public func isOfType(_ type: VariantType) -> Bool {
        type.withTypePointer { g_variant_is_of_type(variantPointer, $0) != 0 }
    }

    /// The value as `Value`, or nil when it holds another type: `v.get(as: String.self)` is
    /// `String(variant: v)`.
    @inlinable
    public func get<Value: VariantConvertible>(as type: Value.Type = Value.self) -> Value? {
        Value(variant: self)
    }
}
