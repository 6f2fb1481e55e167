import CGtk

/// Which wrapper class stands for an object's GType: the most derived CombineGTK class for
/// the type or its nearest ancestor, so a raw `GtkToggleButton *` becomes a `ToggleButton`
/// and an unknown `GtkWidget` subclass a `Widget`; and for an object whose class has no
/// wrapper (a private `GtkListListModel`, `GLocalFile`), the fallback class of an interface
/// it implements (`ListModelImplementation`, `File`), so it still casts to `any ListModel`.
package enum WrapperClass {
    /// The classes by GType name: the generated table, which also holds the hand-written
    /// classes `Generator.json` names (`handWrittenTypes`) and, under each generated
    /// interface's name, its fallback class. The one place the core reads generated code
    /// (ARCHITECTURE.md, "Seams").
    private static let byTypeName = GeneratedClasses.byTypeName

    /// The tables of other modules of the package, by GType name (CombineAdw's `Adw`
    /// classes), which CombineGTK cannot name: each registers its own (`register(_:)`).
    private static let registered = Locked<[String: Object.Type]>([:])

    private static let resolved = Locked<[GType: Object.Type]>([:])

    /// Adds a module's generated class table (`"AdwHeaderBar": Adw.HeaderBar.self`), so a raw
    /// `AdwHeaderBar *` is wrapped as an `Adw.HeaderBar`, not a `Widget`. A module registers
    /// it before its first object is made (CombineAdw: `Adw.initialize()`, which its
    /// constructors call); the classes found before are looked up again.
    package static func register(_ classes: [String: Object.Type]) {
        registered.withLock { $0.merge(classes) { _, new in new } }
        resolved.withLock { $0.removeAll() }
    }

    private static func wrapper(named name: String) -> Object.Type? {
        byTypeName[name] ?? registered.withLock { $0[name] }
    }

    /// The class for objects of GType `type`. Fixed for a type once the modules that know it
    /// have registered their tables, so every wrapper `Object.wrapper(retaining:)` makes for
    /// one object is of one class.
    static func of(_ type: GType) -> Object.Type {
        if let known = resolved.withLock({ $0[type] }) { return known }
        var ancestor = type
        var found: Object.Type = Object.self
        while ancestor != 0 {
            if let name = g_type_name(ancestor), let wrapper = wrapper(named: String(cString: name)) {
                found = wrapper
                break
            }
            ancestor = g_type_parent(ancestor)
        }
        if let fallback = interfaceFallback(of: type, below: found) { found = fallback }
        resolved.withLock { [found] in $0[type] = found }
        return found
    }

    /// The fallback class of an interface `type` implements that is a subclass of `ancestor`,
    /// the class of its nearest known ancestor (a wrapper must be one: it inherits the
    /// ancestor's members). An interface's fallback derives from its prerequisite class, which
    /// `type` is an instance of, so only a fallback whose prerequisite's class is `ancestor`
    /// itself qualifies: `Object`'s for a private `GObject` subclass, `Widget`'s (`Actionable`)
    /// for a private widget.
    ///
    /// Of several, the most derived interface wins (`GtkSelectionModel` over its prerequisite
    /// `GListModel`, whose protocol its fallback adopts too); between unrelated ones
    /// (`GListModel` and `GActionGroup`), the GType name first in code-point order, so the
    /// choice does not depend on the order GLib registered them; the object then casts to the
    /// winner's protocol only.
    private static func interfaceFallback(of type: GType, below ancestor: Object.Type) -> Object.Type? {
        var count: guint = 0
        guard let interfaces = g_type_interfaces(type, &count) else { return nil }
        defer { g_free(interfaces) }
        let candidates: [(type: GType, name: String, wrapper: Object.Type)] = (0..<Int(count)).compactMap { index in
            guard let cName = g_type_name(interfaces[index]) else { return nil }
            let name = String(cString: cName)
            guard let wrapper = wrapper(named: name), ancestor.isStrictSuperclass(of: wrapper) else { return nil }
            return (interfaces[index], name, wrapper)
        }
        func prerequisites(_ interface: GType) -> Int { candidates.count { g_type_is_a(interface, $0.type) != 0 } }
        let best = candidates.min { first, second in
            let (firstCount, secondCount) = (prerequisites(first.type), prerequisites(second.type))
            return firstCount != secondCount ? firstCount > secondCount : first.name < second.name
        }
        return best?.wrapper
    }
}

extension WrapperClass {
    /// The class of a new wrapper for `pointer`: ``of(_:)``, unless that is a class declared in
    /// Swift, whose one instance per GObject is made with the GObject, never as a new wrapper:
    /// then the nearest class above it that is not. Asked for when the object has no instance:
    /// while it is being made (GTK lists a new window as a toplevel in its `instance_init`,
    /// where a subscriber to that list may wrap it), or in its last dispose after the instance
    /// went (a handler reading its emitter).
    static func forNewWrapper(of pointer: UnsafeMutablePointer<GObject>) -> Object.Type {
        var type = cgtk_object_type(pointer)
        var wrapperClass = of(type)
        while wrapperClass.isRegisteredType, type != 0 {
            type = g_type_parent(type)
            wrapperClass = of(type)
        }
        return wrapperClass
    }

    /// Why `requested`, a type declared in Swift, cannot wrap `pointer` (``Object/wrapping(_:)``).
    static func noInstanceMessage(for pointer: UnsafeMutablePointer<GObject>, as requested: Object.Type, instead: Object.Type) -> String {
        let typeName = String(cString: cgtk_object_type_name(pointer))
        if WrapperSlot.existing(on: pointer)?.isInstanceGone == true {
            return "CombineGTK: the \(requested) of this \(typeName) is gone (its last Swift reference went; GObject is disposing it): a new one would have none of its state. Read it as \(instead) there, or keep a reference to the instance for as long as its signals may need it"
        }
        if g_type_is_a(cgtk_object_type(pointer), requested.gType) != 0 {
            return "CombineGTK: this \(typeName) is being made and has no \(requested) instance yet (it gets one when its GObject is made): read it as \(instead) there"
        }
        return "CombineGTK: cannot wrap a \(typeName) as \(requested): an instance of a type declared in Swift is made only with its GObject (\(requested).gType)"
    }
}

extension Object {
    /// A wrapper of the right class for `pointer` (the most derived CombineGTK class for its
    /// GType, `Object` at least): the wrapper it already has, or a new one that takes a
    /// reference of its own. For objects you do not own: a signal's arguments, what a
    /// `transfer none` C function returns.
    ///
    /// An object of a type declared in Swift comes as its one Swift instance; while it is
    /// being made (before the instance exists), or in its last dispose after that instance has
    /// gone, as the nearest class above it that is not declared in Swift (a `Widget`), which
    /// keeps it (GObject allows that) until it goes.
    public static func wrapper(retaining pointer: UnsafeMutablePointer<GObject>) -> Object {
        let wrapperClass = WrapperClass.forNewWrapper(of: pointer)
        if let existing = WrapperSlot.existing(on: pointer)?.wrapper, wrapperClass.isClass(of: existing) {
            return existing
        }
        g_object_ref_sink(pointer)
        return wrapperClass.init(adopting: pointer)
    }

    /// A wrapper of the right class for `pointer`, taking over the caller's reference: for
    /// what a `transfer full` C function returns. When the object already has a wrapper, that
    /// wrapper (when it is of that class) is returned and the caller's reference is given
    /// back. A new window's only reference is GTK's: see `init(adopting:)`.
    public static func wrapper(adopting pointer: UnsafeMutablePointer<GObject>) -> Object {
        let wrapperClass = WrapperClass.forNewWrapper(of: pointer)
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

    /// Whether `other` is a subclass of this class, and not this class itself.
    fileprivate nonisolated class func isStrictSuperclass(of other: Object.Type) -> Bool {
        other is Self.Type && ObjectIdentifier(other) != ObjectIdentifier(self)
    }
}
