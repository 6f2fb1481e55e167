import CGtk
import Synchronization

/// Which wrapper class stands for an object's GType: the most derived CombineGTK class for
/// the type or its nearest ancestor, so a raw `GtkToggleButton *` becomes a `ToggleButton`
/// and an unknown `GtkWidget` subclass a `Widget`.
enum WrapperClass {
    /// The classes by GType name: the generated table, which also holds the hand-written
    /// classes `Generator.json` names (`handWrittenTypes`). The one place the core
    /// reads generated code (ARCHITECTURE.md, "Seams").
    private static let byTypeName = GeneratedClasses.byTypeName

    private static let resolved = Mutex<[GType: Object.Type]>([:])

    /// The class for objects of GType `type`.
    static func of(_ type: GType) -> Object.Type {
        if let known = resolved.withLock({ $0[type] }) { return known }
        var ancestor = type
        var found: Object.Type = Object.self
        while ancestor != 0 {
            if let name = g_type_name(ancestor), let wrapper = byTypeName[String(cString: name)] {
                found = wrapper
                break
            }
            ancestor = g_type_parent(ancestor)
        }
        if found == Object.self, let wrapper = interfaceWrapper(of: type) { found = wrapper }
        resolved.withLock { [found] in $0[type] = found }
        return found
    }

    /// The wrapper class of an interface `type` implements, when the config generates that
    /// interface as a class (`interfaceClasses`: `File`): a private `GLocalFile` is a `File`.
    private static func interfaceWrapper(of type: GType) -> Object.Type? {
        var count: guint = 0
        guard let interfaces = g_type_interfaces(type, &count) else { return nil }
        defer { g_free(interfaces) }
        for index in 0..<Int(count) {
            if let name = g_type_name(interfaces[index]), let wrapper = byTypeName[String(cString: name)] { return wrapper }
        }
        return nil
    }
}

extension Object {
    /// A wrapper of the right class for `pointer` (the most derived CombineGTK class for its
    /// GType, `Object` at least): the wrapper it already has, or a new one that takes a
    /// reference of its own. For objects you do not own: a signal's arguments, what a
    /// `transfer none` C function returns.
    public static func wrapper(retaining pointer: UnsafeMutablePointer<GObject>) -> Object {
        let wrapperClass = WrapperClass.of(cgtk_object_type(pointer))
        if let existing = WrapperSlot.existing(on: pointer)?.wrapper, wrapperClass.isClass(of: existing) {
            return existing
        }
        return wrapperClass.init(retaining: pointer)
    }

    /// A wrapper of the right class for `pointer`, taking over the caller's reference: for
    /// what a `transfer full` C function returns. When the object already has a wrapper, that
    /// wrapper (when it is of that class) is returned and the caller's reference is given
    /// back. A new window's only reference is GTK's: see `init(adopting:)`.
    public static func wrapper(adopting pointer: UnsafeMutablePointer<GObject>) -> Object {
        let wrapperClass = WrapperClass.of(cgtk_object_type(pointer))
        if let existing = WrapperSlot.existing(on: pointer)?.wrapper, wrapperClass.isClass(of: existing) {
            g_object_unref(pointer)
            return existing
        }
        return wrapperClass.init(adopting: pointer)
    }

    /// Whether `object` is an instance of this class (or a subclass): `Self` is the class
    /// this is called on, which a metatype held in a variable cannot say with `is`.
    fileprivate class func isClass(of object: Object) -> Bool {
        object is Self
    }
}
