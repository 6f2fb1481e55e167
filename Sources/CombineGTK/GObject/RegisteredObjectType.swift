import CGtk

/// A class whose GType is registered from Swift: ``ObjectSubclass`` adopts it (adopt that, not
/// this). The GObject core reads it where the subclassing layer, above it, cannot be named:
/// ``Object/gType`` is the registered type, and a new wrapper is never made for an object of
/// such a type (its one Swift instance is made with it, in its `instance_init`).
public protocol RegisteredObjectType: Object {
    /// The type's GType, registered on first use.
    nonisolated static var registeredType: GType { get }
}
