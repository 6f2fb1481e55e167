import CGtk

/// How Swift imported a C pointer to an object: `UnsafeMutablePointer<GtkWidget>` for the
/// types whose struct the headers define, `OpaquePointer` for the others (`GtkSwitch *`).
/// Which one a GTK function takes is the importer's business; generated code converts
/// through this protocol and lets the function's parameter type choose.
package protocol CObjectPointer {
    init(_ raw: UnsafeMutableRawPointer)
    var rawObjectPointer: UnsafeMutableRawPointer { get }
}

extension OpaquePointer: CObjectPointer {
    package var rawObjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: CObjectPointer {
    package init(_ raw: UnsafeMutableRawPointer) { self = raw.assumingMemoryBound(to: Pointee.self) }
    package var rawObjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafePointer: CObjectPointer {
    package init(_ raw: UnsafeMutableRawPointer) { self.init(OpaquePointer(raw)) }
    package var rawObjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(mutating: self) }
}

/// `gpointer`, for the few functions that take or return an object untyped.
extension UnsafeMutableRawPointer: CObjectPointer {
    package init(_ raw: UnsafeMutableRawPointer) { self = raw }
    package var rawObjectPointer: UnsafeMutableRawPointer { self }
}

/// `gconstpointer`.
extension UnsafeRawPointer: CObjectPointer {
    package var rawObjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(mutating: self) }
}

extension Object {
    /// The object as whatever pointer type the C function it is passed to takes.
    package nonisolated func cPointer<Pointer: CObjectPointer>() -> Pointer {
        Pointer(UnsafeMutableRawPointer(objectPointer))
    }

    /// The object for a C function that takes a reference of its own (`transfer full`
    /// parameters, such as `gtk_widget_add_controller`'s): the wrapper keeps its own.
    package nonisolated func retainedCPointer<Pointer: CObjectPointer>() -> Pointer {
        g_object_ref(objectPointer)
        return cPointer()
    }

    /// Reads `key` for a generated Swift property with no C getter: the GIR says the
    /// property exists with this type, so its absence is a programming error.
    package func propertyValue<Value>(_ key: PropertyKey<Value>) -> Value {
        guard let value = value(key) else {
            preconditionFailure("\(typeName) has no property \"\(key.name)\" readable as \(Value.self)")
        }
        return value
    }

    /// The wrapper for an object a C function returned without a reference for the caller
    /// (`transfer none`): the existing one, or a new one taking a reference of its own.
    package static func wrap<Pointer: CObjectPointer>(none pointer: Pointer?) -> Self? {
        pointer.map { wrapping($0.rawObjectPointer.assumingMemoryBound(to: GObject.self)) }
    }

    /// The wrapper for an object a C function returned with a reference for the caller
    /// (`transfer full`), which the wrapper takes over.
    package static func wrap<Pointer: CObjectPointer>(full pointer: Pointer?) -> Self? {
        guard let object = pointer?.rawObjectPointer.assumingMemoryBound(to: GObject.self) else { return nil }
        let wrapper = Object.wrapper(adopting: object)
        // The most derived class for the GType is a Self whenever the C function returns
        // what the GIR says; should it not, the reference already adopted keeps it alive.
        return wrapper as? Self ?? wrapping(object)
    }
}

/// The address of a `gpointer` local as the `T **` an object `out` parameter of a C function
/// takes (`GObject **source_object`), so generated code need not name `T` (a class's struct
/// pointer, or an `OpaquePointer`): the function writes one object pointer there.
func objectOutput<T>(_ address: UnsafeMutablePointer<gpointer?>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(address).assumingMemoryBound(to: T.self)
}
