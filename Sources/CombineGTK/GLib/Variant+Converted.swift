import CGtk

extension Variant {
    /// What converting a variant to another type gave.
    enum Conversion {
        /// The value, of the type asked for.
        case converted(Variant)
        /// The types convert, but this value does not fit (300 as a byte).
        case doesNotFit
        /// The types do not convert (a string to an integer).
        case incompatible
    }

    /// This value as a variant of `type`, converted the way a settings key or an action
    /// state of that type wants it: any integer to any integer it fits, an integer to a
    /// double, a double to an integer it is exactly, strings to object paths and signatures
    /// that are valid ones and back, and containers (arrays, dictionaries, maybes, tuples,
    /// boxes) element by element. A value of `type` already is itself. `type` is definite.
    func converted(to type: VariantType) -> Conversion {
        if isOfType(type) { return .converted(self) }
        let target = type.typeString
        switch (Self.kind(of: typeString), Self.kind(of: target)) {
        case (.integer, .integer), (.double, .integer):
            return integer(as: target).map(Conversion.converted) ?? .doesNotFit
        case (.integer, .double):
            if let value = Int64(variant: self) { return .converted(Double(value).variant) }
            return UInt64(variant: self).map { .converted(Double($0).variant) } ?? .doesNotFit
        case (.string, .string):
            return text(as: target).map(Conversion.converted) ?? .doesNotFit
        case (.container, .container):
            return container(as: type)
        case (_, .container) where type.isMaybe:
            // A plain value for a maybe type: the maybe that holds it.
            return wrapped(in: type)
        case (_, .container) where type == .variant:
            return .converted(Variant(boxing: self))
        default:
            return .incompatible
        }
    }

    /// Whether values of `source` convert to `target` at all, by the rules of
    /// ``converted(to:)`` (a value may still not fit): what a settings key's type says before
    /// any value is read, where an empty array or a `nothing` default says nothing.
    static func typesConvert(_ source: VariantType, to target: VariantType) -> Bool {
        if source == target || target == .variant { return true }
        switch (kind(of: source.typeString), kind(of: target.typeString)) {
        case (.integer, .integer), (.double, .integer), (.integer, .double), (.string, .string):
            return true
        default:
            break
        }
        if target.isMaybe, let element = target.element {
            guard source.isMaybe else { return typesConvert(source, to: element) }
            return source.element.map { typesConvert($0, to: element) } ?? false
        }
        if source.isArray, target.isArray, let from = source.element, let to = target.element {
            return typesConvert(from, to: to)
        }
        if let fromKey = source.key, let fromValue = source.value, let toKey = target.key, let toValue = target.value {
            return typesConvert(fromKey, to: toKey) && typesConvert(fromValue, to: toValue)
        }
        if let from = source.items, let to = target.items, from.count == to.count {
            return zip(from, to).allSatisfy { typesConvert($0, to: $1) }
        }
        return false
    }

    private enum Kind { case integer, double, string, container, other }

    private static func kind(of typeString: String) -> Kind {
        switch typeString {
        case "y", "n", "q", "i", "u", "x", "t": .integer
        case "d": .double
        case "s", "o", "g": .string
        default: typeString.count > 1 || typeString == "v" ? .container : .other
        }
    }

    private func integer(as target: String) -> Variant? {
        let signed: Int64?
        let unsigned: UInt64?
        if typeString == "d" {
            let value = g_variant_get_double(variantPointer)
            signed = Int64(exactly: value)
            unsigned = UInt64(exactly: value)
        } else {
            signed = Int64(variant: self)
            unsigned = UInt64(variant: self)
        }
        func fit<T: FixedWidthInteger & VariantConvertible>(_: T.Type) -> Variant? {
            (signed.flatMap { T(exactly: $0) } ?? unsigned.flatMap { T(exactly: $0) })?.variant
        }
        switch target {
        case "y": return fit(UInt8.self)
        case "n": return fit(Int16.self)
        case "q": return fit(UInt16.self)
        case "i": return fit(Int32.self)
        case "u": return fit(UInt32.self)
        case "x": return fit(Int64.self)
        default: return fit(UInt64.self)
        }
    }

    private func text(as target: String) -> Variant? {
        guard let text = String(variant: self) else { return nil }
        switch target {
        case "o": return g_variant_is_object_path(text) != 0 ? Variant(adopting: g_variant_new_object_path(text)) : nil
        case "g": return g_variant_is_signature(text) != 0 ? Variant(adopting: g_variant_new_signature(text)) : nil
        default: return text.variant
        }
    }

    private func wrapped(in type: VariantType) -> Conversion {
        guard let element = type.element else { return .incompatible }
        if case .converted(let value) = converted(to: element) { return .converted(Variant(maybe: value, of: element)) }
        return converted(to: element)
    }

    private func container(as type: VariantType) -> Conversion {
        let source = self.type
        if type == .variant { return .converted(Variant(boxing: self)) }
        if source == .variant, let inner = unboxed { return inner.converted(to: type) }
        if type.isMaybe, source.isMaybe, let element = type.element {
            guard let inner = maybeValue else { return .converted(Variant(maybe: nil, of: element)) }
            return map(inner.converted(to: element)) { Variant(maybe: $0, of: element) }
        }
        if type.isMaybe { return wrapped(in: type) }
        if type.isArray, source.isArray, let element = type.element {
            return all(children.map { $0.converted(to: element) }) { Variant(array: $0, of: element) }
        }
        if type.isTuple, source.isTuple, let items = type.items, items.count == count {
            return all(zip(children, items).map { $0.converted(to: $1) }) { Variant(tuple: $0) }
        }
        if type.isDictionaryEntry, source.isDictionaryEntry, let key = type.key, let value = type.value {
            return all([self[0].converted(to: key), self[1].converted(to: value)]) { Variant(dictionaryEntry: $0[0], value: $0[1]) }
        }
        return .incompatible
    }

    private func map(_ conversion: Conversion, _ transform: (Variant) -> Variant) -> Conversion {
        if case .converted(let value) = conversion { return .converted(transform(value)) }
        return conversion
    }

    /// All converted, built into one; otherwise the first failure, an incompatible one first.
    private func all(_ conversions: [Conversion], _ build: ([Variant]) -> Variant) -> Conversion {
        var values: [Variant] = []
        var doesNotFit = false
        for conversion in conversions {
            switch conversion {
            case .converted(let value): values.append(value)
            case .doesNotFit: doesNotFit = true
            case .incompatible: return .incompatible
            }
        }
        return doesNotFit ? .doesNotFit : .converted(build(values))
    }
}
