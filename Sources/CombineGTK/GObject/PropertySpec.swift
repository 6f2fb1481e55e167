import CGtk

/// A property found on an object's class (`GParamSpec`), checked against the Swift type
/// that will read or write it.
struct PropertySpec: @unchecked Sendable {
    let spec: UnsafeMutablePointer<GParamSpec>

    /// The canonical property name (interned by GLib, valid for the program's life).
    var name: String { String(cString: spec.pointee.name) }
    var valueType: GType { spec.pointee.value_type }

    /// Finds `name` on `object`'s class. Logs an error naming the type and the property, and
    /// returns nil, when there is no such property, when it cannot be read or written as
    /// needed, or when `Value` cannot represent it.
    static func find<Value: GValueConvertible>(
        _ name: String,
        on object: UnsafeMutablePointer<GObject>,
        as type: Value.Type,
        readable: Bool = false,
        writable: Bool = false
    ) -> PropertySpec? {
        let typeName = String(cString: cgtk_object_type_name(object))
        guard let spec = g_object_class_find_property(cgtk_object_get_class(object), name) else {
            Diagnostics.error("\(typeName) has no property named \"\(name)\"")
            return nil
        }
        let flags = spec.pointee.flags.rawValue
        if readable && flags & G_PARAM_READABLE.rawValue == 0 {
            Diagnostics.error("property \"\(name)\" of \(typeName) is not readable")
            return nil
        }
        if writable && flags & G_PARAM_WRITABLE.rawValue == 0 {
            Diagnostics.error("property \"\(name)\" of \(typeName) is not writable")
            return nil
        }
        if writable && flags & G_PARAM_CONSTRUCT_ONLY.rawValue != 0 {
            Diagnostics.error("property \"\(name)\" of \(typeName) can only be set at construction")
            return nil
        }
        guard Value.accepts(spec.pointee.value_type) else {
            let propertyType = String(cString: g_type_name(spec.pointee.value_type))
            Diagnostics.error("property \"\(name)\" of \(typeName) holds \(propertyType), which \(Value.self) cannot represent")
            return nil
        }
        return PropertySpec(spec: spec)
    }

    func read<Value: GValueConvertible>(from object: UnsafeMutablePointer<GObject>) -> Value? {
        var gValue = GValue()
        g_value_init(&gValue, valueType)
        defer { g_value_unset(&gValue) }
        g_object_get_property(object, spec.pointee.name, &gValue)
        return Value(gValue: &gValue)
    }

    /// Writes `value`; an `Int` the property's C type cannot hold stops the program with a
    /// message naming the type and the property, where GObject would get a truncated value.
    func write<Value: GValueConvertible>(_ value: Value, to object: UnsafeMutablePointer<GObject>) {
        var gValue = GValue()
        g_value_init(&gValue, valueType)
        defer { g_value_unset(&gValue) }
        if let integer = value as? Int {
            guard integer.storeIfItFits(in: &gValue) else {
                let typeName = String(cString: cgtk_object_type_name(object))
                let propertyType = String(cString: g_type_name(valueType))
                preconditionFailure("CombineGTK: setting \"\(name)\" of \(typeName): \(integer) does not fit its type, \(propertyType)")
            }
        } else {
            value.store(in: &gValue)
        }
        g_object_set_property(object, spec.pointee.name, &gValue)
    }
}
