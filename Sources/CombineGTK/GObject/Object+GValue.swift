import CGtk

/// Objects as property values (`Window.child`, `Range.adjustment`): `Widget?` reads and
/// writes an object property whose type is `GtkWidget` or derives from it, so object
/// properties get the same publishers, binders and keys as the others.
///
/// Two wrappers are equal when they wrap the same GObject, so a property publisher sends a
/// new value only when the property names another object.
extension Object: OptionalGValue {
    nonisolated public static func == (lhs: Object, rhs: Object) -> Bool {
        lhs.objectPointer == rhs.objectPointer
    }

    /// Whether a property of GType `type` holds objects of this class.
    nonisolated public class func accepts(_ type: GType) -> Bool {
        g_type_is_a(type, gType) != 0
    }

    /// The wrapper for the object `gValue` holds (main thread: wrappers are main-actor
    /// state); nil for NULL or an object of another class.
    nonisolated public class func optional(gValue: UnsafePointer<GValue>) -> Self? {
        guard let object = g_value_get_object(gValue) else { return nil }
        let pointer = UncheckedSendable(object.assumingMemoryBound(to: GObject.self))
        let wrapper = MainActor.assumeIsolated { UncheckedSendable(Object.wrapper(retaining: pointer.value)) }
        return wrapper.value as? Self
    }

    nonisolated public class func storeNone(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_set_object(gValue, nil)
    }

    /// Writes this object to `gValue` (which takes its own reference).
    nonisolated public func store(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_set_object(gValue, objectPointer)
    }
}
