import CGtk

extension Settings {
    /// The value of `key`, as `Value`, converted from the key's type in the schema: an `"i"`
    /// key reads as `Int`, `Int32` or `Double`, an `"s"` or `enum` key as `String` or as an
    /// enumeration whose raw values are its strings (`enum Filter: String, VariantConvertible`),
    /// an integer key as an enumeration with integer raw values.
    ///
    /// ```swift
    /// let size: Int = try settings.value(for: "font-size")
    /// let filter = try settings.value(for: "filter", as: Filter.self)
    /// ```
    ///
    /// - Throws: ``SettingsError/noSuchKey(key:schemaID:)`` for a key the schema lacks (GLib
    ///   would abort); ``SettingsError/wrongType(key:schemaID:expected:given:)`` when the
    ///   key's type does not convert to `Value`; ``SettingsError/outOfRange(key:schemaID:value:)``
    ///   when the stored value does not fit `Value` (or names no case of it).
    public func value<Value: VariantConvertible>(for key: String, as type: Value.Type = Value.self) throws(SettingsError) -> Value {
        let schemaKey = try schemaKey(key)
        return try read(value(key), for: key, of: schemaKey.valueType())
    }

    /// Writes `value` to `key`, converted to the key's type in the schema (an `Int` written
    /// to an `"i"` key is an `int32`, range-checked) and checked against the schema's range,
    /// choices or enumeration nicks. An enumeration is written as its raw value.
    ///
    /// ```swift
    /// try settings.set("Done", for: "filter")
    /// try settings.set(14, for: "font-size")
    /// ```
    ///
    /// - Throws: ``SettingsError/noSuchKey(key:schemaID:)``;
    ///   ``SettingsError/wrongType(key:schemaID:expected:given:)`` when `Value` does not
    ///   convert to the key's type; ``SettingsError/outOfRange(key:schemaID:value:)`` when
    ///   the value does not fit it or the schema's range; ``SettingsError/notWritable(key:schemaID:)``.
    public func set<Value: VariantConvertible>(_ value: Value, for key: String) throws(SettingsError) {
        try write(variant(value, for: key), to: key)
    }

    /// `value` as a variant of `key`'s type, allowed by its range: what ``set(_:for:)``
    /// writes.
    func variant<Value: VariantConvertible>(_ value: Value, for key: String) throws(SettingsError) -> Variant {
        try convert(value.variant, for: key, of: schemaKey(key), given: "\(Value.self)")
    }

    /// Writes `variant`, of `key`'s type, unless it is the stored value already (so no
    /// `changed` is emitted for it).
    func write(_ variant: Variant, to key: String) throws(SettingsError) {
        guard isWritable(key) else { throw .notWritable(key: key, schemaID: schemaName) }
        guard variant != value(key) else { return }
        guard setValue(key: key, value: variant) else { throw .notWritable(key: key, schemaID: schemaName) }
    }

    /// `variant` as a value of `key`'s type, allowed by its range.
    func convert(_ variant: Variant, for key: String, of schemaKey: SettingsSchemaKey, given: String) throws(SettingsError) -> Variant {
        let type = schemaKey.valueType()
        switch variant.converted(to: type) {
        case .converted(let converted):
            guard schemaKey.rangeCheck(converted) else {
                throw .outOfRange(key: key, schemaID: schemaName, value: converted.description)
            }
            return converted
        case .doesNotFit:
            throw .outOfRange(key: key, schemaID: schemaName, value: variant.description)
        case .incompatible:
            throw .wrongType(key: key, schemaID: schemaName, expected: type, given: given)
        }
    }

    /// `variant`, of `key`'s type `type`, as a `Value`.
    func read<Value: VariantConvertible>(_ variant: Variant, for key: String, of type: VariantType) throws(SettingsError) -> Value {
        if let value = Self.decode(variant, as: Value.self) { return value }
        if !Value.accepts(type), case .incompatible = variant.converted(to: Value.variantType) {
            throw .wrongType(key: key, schemaID: schemaName, expected: type, given: "\(Value.self)")
        }
        throw .outOfRange(key: key, schemaID: schemaName, value: variant.description)
    }

    /// Whether values of `key`'s type convert to `Value` at all (the type, not a value).
    func checkReadable<Value: VariantConvertible>(_ key: String, as _: Value.Type) throws(SettingsError) -> SettingsSchemaKey {
        let schemaKey = try schemaKey(key)
        let type = schemaKey.valueType()
        if Value.accepts(type) || Variant.typesConvert(type, to: Value.variantType) { return schemaKey }
        throw .wrongType(key: key, schemaID: schemaName, expected: type, given: "\(Value.self)")
    }
}
