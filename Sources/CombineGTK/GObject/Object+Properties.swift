import CGtk

extension Object {
    /// The object's pointer as the C type a GTK function expects (`pointer(as: GtkLabel.self)`).
    public nonisolated func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: T.self)
    }

    /// The object's pointer for GTK types Swift imports as opaque (`GtkLabel`, `GtkSwitch`).
    public nonisolated var opaquePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Reads `property`; nil (after logging why) when it does not exist or is not a `Value`.
    public func value<Value: GValueConvertible>(of property: String, as type: Value.Type = Value.self) -> Value? {
        PropertySpec.find(property, on: objectPointer, as: Value.self, readable: true)?.read(from: objectPointer)
    }

    /// Sets `property` (`g_object_set_property`); logs an error when it does not exist, is
    /// not writable, or is not a `Value`.
    public func setValue<Value: GValueConvertible>(_ value: Value, of property: String) {
        PropertySpec.find(property, on: objectPointer, as: Value.self, writable: true)?.write(value, to: objectPointer)
    }

    /// Reads `key`.
    public func value<Value>(_ key: PropertyKey<Value>) -> Value? {
        value(of: key.name, as: Value.self)
    }

    /// Sets `key` if the value differs from the current one.
    public func update<Value>(_ key: PropertyKey<Value>, to value: Value) {
        guard let spec = PropertySpec.find(key.name, on: objectPointer, as: Value.self, readable: true, writable: true) else { return }
        if spec.read(from: objectPointer) as Value? != value {
            spec.write(value, to: objectPointer)
        }
    }
}
