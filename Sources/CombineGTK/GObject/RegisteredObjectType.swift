import CGtk

/// A class whose GType is registered from Swift: ``ObjectSubclass`` adopts it (adopt that, not
/// this). The GObject core reads it where the subclassing layer, above it, cannot be named:
/// ``Object/gType`` is the registered type, and a new wrapper is never made for an object of
/// such a type (its one Swift instance is made with it, in its `instance_init`).
///
/// Only ``ObjectSubclass`` can supply the requirement: a ``SwiftTypeRegistration`` is made by
/// the library alone, so a class cannot adopt this protocol and claim a GType it did not
/// register (its `gType`, casts and wrappers would then believe it).
public protocol RegisteredObjectType: Object {
    /// The type's registration, made on first use (``ObjectSubclass`` supplies it).
    nonisolated static var registration: SwiftTypeRegistration { get }
}

extension RegisteredObjectType {
    /// The type's GType, registered on first use.
    public nonisolated static var registeredType: GType { registration.gType }
}

/// A GType registered from Swift, as ``RegisteredObjectType`` hands it to the GObject core.
/// Only the library makes one (``ObjectSubclass``, from its registration).
public struct SwiftTypeRegistration: Sendable {
    /// The registered GType.
    let gType: GType

    init(gType: GType) {
        self.gType = gType
    }
}
