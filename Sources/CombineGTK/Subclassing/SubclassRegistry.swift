import CGtk

/// The GTypes registered from Swift (``ObjectSubclass``): registering one, its `class_init`
/// (which installs the properties), its `instance_init` (which makes the Swift instance) and
/// the `get_property`/`set_property` that reach the Swift storage.
enum SubclassRegistry {
    /// What GLib's callbacks need of a registered type, which they find by GType.
    private struct Registration: @unchecked Sendable {
        let swiftClass: Object.Type
        /// The class's `properties`, type-erased: read in `class_init`, on the main thread.
        let declaredProperties: @MainActor @Sendable () -> [ErasedProperty]
        /// The class's `signals`, read in `class_init`.
        let declaredSignals: @MainActor @Sendable () -> [any AnySubclassSignal]
        /// Installed by `class_init`, by property id - 1.
        var installed: [ErasedProperty] = []
    }

    private static let typesByClass = Locked<[ObjectIdentifier: GType]>([:])
    private static let registrations = Locked<[GType: Registration]>([:])
    /// Each installed property's spec by the key path its `@Notifying` storage reports.
    private static let specsByKeyPath = Locked<[StorageKeyPath: PropertySpec]>([:])

    /// `swiftClass`'s GType, registered on the first call: once, whichever thread asks.
    static func type<Subclass: ObjectSubclass>(of swiftClass: Subclass.Type) -> GType {
        let key = ObjectIdentifier(swiftClass)
        if let known = typesByClass.withLock({ $0[key] }) { return known }
        // Outside the lock: a Swift parent registers itself first, taking the lock.
        let parent = parentType(of: swiftClass)
        return typesByClass.withLock { types in
            if let known = types[key] { return known }
            let type = register(swiftClass, under: Subclass.typeName, parent: parent)
            types[key] = type
            registrations.withLock {
                $0[type] = Registration(swiftClass: swiftClass, declaredProperties: { Subclass.properties.map(ErasedProperty.init) },
                                        declaredSignals: { Subclass.signals })
            }
            WrapperClass.register([Subclass.typeName: swiftClass])
            return type
        }
    }

    /// The GType of the Swift superclass: a generated class's, or the registered type of
    /// another ``ObjectSubclass``.
    private static func parentType(of swiftClass: Object.Type) -> GType {
        guard let superclass = _getSuperclass(swiftClass) as? Object.Type else { return FundamentalType.object }
        return superclass.gType
    }

    private static func register(_ swiftClass: Object.Type, under name: String, parent: GType) -> GType {
        let parentName = String(cString: g_type_name(parent))
        precondition(isValidTypeName(name), "CombineGTK: \(swiftClass)'s typeName \"\(name)\" is no valid GType name: 3 characters or more, ASCII letters, digits, '-', '_' or '+', starting with a letter or '_'")
        let existing = g_type_from_name(name)
        if existing != 0 {
            let owner = registrations.withLock { $0[existing]?.swiftClass }.map { "the Swift class \($0)" } ?? "C (a library, or GLib itself)"
            preconditionFailure("CombineGTK: cannot register \(swiftClass) as GType \"\(name)\": \(owner) registered that name already")
        }
        if g_type_test_flags(parent, G_TYPE_FLAG_FINAL.rawValue) != 0 {
            preconditionFailure("CombineGTK: cannot register \(swiftClass) as GType \"\(name)\": its parent, \(parentName), is final (GTK lets no type derive from it)")
        }
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = classInit
        info.instance_init = instanceInit
        return g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
    }

    /// GLib's rule (`check_type_name_I`), checked here for a message naming the Swift class.
    private static func isValidTypeName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 3, let first = scalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_+".unicodeScalars.contains($0)) }
    }

    /// The registration of `type` or of its nearest ancestor registered from Swift.
    private static func registration(ofNearest type: GType) -> (type: GType, registration: Registration)? {
        var current = type
        while current != 0 {
            if let found = registrations.withLock({ $0[current] }) { return (current, found) }
            current = g_type_parent(current)
        }
        return nil
    }

    /// Installs `type`'s properties and signals in its class (from `class_init`).
    @MainActor
    fileprivate static func installMembers(in objectClass: UnsafeMutablePointer<GObjectClass>, of type: GType) {
        guard let registration = registrations.withLock({ $0[type] }) else { return }
        ToggleReference.finishInstance = finishInstance
        VirtualMethods.install(in: objectClass, for: registration.swiftClass)
        defer { WidgetClassSetup.install(in: objectClass, for: registration.swiftClass) }  // after the properties (property actions)
        SignalArgumentType.install(registration.declaredSignals(), on: type)
        let properties = registration.declaredProperties()
        guard !properties.isEmpty else { return }
        objectClass.pointee.get_property = getProperty
        objectClass.pointee.set_property = setProperty
        for (index, property) in properties.enumerated() {
            let spec = property.makeSpec()
            g_object_class_install_property(objectClass, guint(index + 1), spec)
            let keyPath = StorageKeyPath(keyPath: property.keyPath)
            specsByKeyPath.withLock { $0[keyPath] = PropertySpec(spec: spec) }
        }
        registrations.withLock { $0[type]?.installed = properties }
    }

    /// Makes the Swift instance for `object` (from `instance_init`), unless Swift is making
    /// it (`ToggleReference.makingInSwift`) or the `instance_init` of a Swift parent type already
    /// did (a wrapper made meanwhile for another reason is of a class not declared in Swift).
    @MainActor
    fileprivate static func makeInstance(for object: UnsafeMutablePointer<GObject>, ofType type: GType) {
        guard !ToggleReference.isMadeInSwift(object, type: type),
              !(WrapperSlot.existing(on: object)?.wrapper.map { Swift.type(of: $0).isRegisteredType } ?? false),
              let (registered, registration) = registration(ofNearest: type) else { return }
        let instance = ToggleReference.makeInstance(registration.swiftClass, for: object)
        assert(registration.installed.allSatisfy { $0.holdsDefault(instance) }, "CombineGTK: a property of \(String(cString: g_type_name(registered))) starts at a value other than its declared default: \(registration.installed.filter { !$0.holdsDefault(instance) }.map(\.name))")
    }

    /// What an instance made in Swift needs once its toggle reference is in place: its
    /// template built and its children bound (skipped in its `instance_init`, when it did not
    /// exist yet), then its `constructed()`, which GObject called before.
    @MainActor
    private static func finishInstance(_ instance: Object) {
        WidgetClassSetup.buildTemplate(of: instance)
        VirtualMethods.finishConstruction(of: instance)
    }

    /// The property `id` installed by `owner` (a spec's `owner_type`).
    fileprivate static func property(_ id: guint, of owner: GType) -> ErasedProperty? {
        registrations.withLock { registrations in
            guard let installed = registrations[owner]?.installed, id >= 1, Int(id) <= installed.count else { return nil }
            return installed[Int(id) - 1]
        }
    }

    /// Emits `notify::` for the property stored at `keyPath` of `owner`, when one is declared.
    static func notify(_ owner: Object, of keyPath: AnyKeyPath) {
        let keyPath = StorageKeyPath(keyPath: keyPath)
        guard let spec = specsByKeyPath.withLock({ $0[keyPath] }) else { return }
        g_object_notify_by_pspec(owner.objectPointer, spec.spec)
    }
}

/// A key path as a dictionary key: key paths are immutable values, which `AnyKeyPath` does
/// not say to the compiler.
private struct StorageKeyPath: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
}

/// A ``SubclassProperty`` with its owner's type erased, for GLib's callbacks.
struct ErasedProperty: @unchecked Sendable {
    let name: String
    let keyPath: AnyKeyPath
    let makeSpec: @MainActor () -> UnsafeMutablePointer<GParamSpec>
    let read: @MainActor (Object, UnsafeMutablePointer<GValue>) -> Void
    let write: @MainActor (Object, UnsafePointer<GValue>) -> Void
    let holdsDefault: @MainActor (Object) -> Bool

    init<Owner>(_ property: SubclassProperty<Owner>) {
        name = property.name
        keyPath = property.keyPath
        makeSpec = { [name = property.name, flags = property.flags, make = property.makeSpec] in make(name, flags) }
        read = { object, gValue in property.read(object as! Owner, gValue) }
        write = { object, gValue in property.write(object as! Owner, gValue) }
        holdsDefault = { object in property.holdsDefault(object as! Owner) }
    }
}

private let classInit: GClassInitFunc = { gClass, _ in
    guard let gClass else { return }
    nonisolated(unsafe) let objectClass = gClass.assumingMemoryBound(to: GObjectClass.self)
    let type = gClass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
    MainActor.assumeIsolated { SubclassRegistry.installMembers(in: objectClass, of: type) }
}

private let instanceInit: GInstanceInitFunc = { instance, gClass in
    guard let instance, let gClass else { return }
    nonisolated(unsafe) let object = gObject(UnsafeMutableRawPointer(instance))
    let type = UnsafeMutableRawPointer(gClass).assumingMemoryBound(to: GTypeClass.self).pointee.g_type
    // During `instance_init` the instance's class is that of the level being initialized.
    let level = object.pointee.g_type_instance.g_class.pointee.g_type
    MainActor.assumeIsolated {
        SubclassRegistry.makeInstance(for: object, ofType: type)
        WidgetClassSetup.initInstance(object, level: level, finalType: type)
    }
}

// GObject's property calls on GTK's objects come on the main thread.

private let getProperty: GObjectGetPropertyFunc = { object, id, gValue, spec in
    guard let object, let gValue, let spec, let property = SubclassRegistry.property(id, of: spec.pointee.owner_type) else { return }
    nonisolated(unsafe) let (pointer, value) = (object, gValue)
    MainActor.assumeIsolated {
        guard let instance = WrapperSlot.existing(on: pointer)?.wrapper else { return }
        property.read(instance, value)
    }
}

private let setProperty: GObjectSetPropertyFunc = { object, id, gValue, spec in
    guard let object, let gValue, let spec, let property = SubclassRegistry.property(id, of: spec.pointee.owner_type) else { return }
    nonisolated(unsafe) let (pointer, value) = (object, gValue)
    MainActor.assumeIsolated {
        if TemplateWrites.holdsBack(value, of: property, on: pointer) { return }
        guard let instance = WrapperSlot.existing(on: pointer)?.wrapper else { return }
        property.write(instance, value)
    }
}
