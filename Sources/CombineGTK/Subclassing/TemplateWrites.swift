import CGtk

/// The values a template gives to Swift properties of its own instance
/// (`<template><property name="title">`), held back while the template is built and written
/// once its children are bound: GTK sets them while it builds (before it knows the children,
/// as in C), and a `didSet` that writes to a child would find none.
///
/// While they wait, the property reads its previous value; a `<binding>` of the template that
/// shows it follows the write, which notifies.
@MainActor
enum TemplateWrites {
    private struct Write {
        let property: ErasedProperty
        /// A copy of the value GTK set, unset and freed once written.
        let value: UnsafeMutablePointer<GValue>
    }

    /// The objects whose template is being built, with the writes held back so far.
    private static var held: [UnsafeMutablePointer<GObject>: [Write]] = [:]

    /// Builds a template into `object` with `build`, then writes the values it gave to Swift
    /// properties with `write` (nil: there is no instance to write them to).
    static func holding(for object: UnsafeMutablePointer<GObject>, while build: () -> Void, then write: () -> Object?) {
        held[object] = []
        build()
        let writes = held.removeValue(forKey: object) ?? []
        let instance = write()
        for write in writes {
            if let instance { write.property.write(instance, write.value) }
            g_value_unset(write.value)
            write.value.deallocate()
        }
    }

    /// Whether `object`'s template is being built (its children are not bound yet).
    static func isBuilding(_ object: UnsafeMutablePointer<GObject>) -> Bool {
        !held.isEmpty && held[object] != nil
    }

    /// Whether `value`, which GObject is setting on `object`'s `property`, waits for the
    /// template being built (then it is kept until then).
    static func holdsBack(_ value: UnsafePointer<GValue>, of property: ErasedProperty, on object: UnsafeMutablePointer<GObject>) -> Bool {
        guard isBuilding(object) else { return false }
        let copy = UnsafeMutablePointer<GValue>.allocate(capacity: 1)
        copy.initialize(to: GValue())
        g_value_init(copy, value.pointee.g_type)
        g_value_copy(value, copy)
        held[object]?.append(Write(property: property, value: copy))
        return true
    }
}
