import CGtk

/// The GTypes registered from Swift (``ObjectSubclass``): registering one, its `class_init`
/// (which installs the properties), its `instance_init` (which makes the Swift instance) and
/// the `get_property`/`set_property` that reach the Swift storage.
@usableFromInline
enum SubclassRegistry {
    /// What GLib's callbacks need of a registered type, which they find by GType.
    private struct Registration: @unchecked Sendable {
        let swiftClass: Object.Type
        /// The class's `properties`, type-erased: read in `class_init`, on the main thread.
        let declaredProperties: @MainActor @Sendable () -> [ErasedProperty]
        /// The class's `signals`, read in `class_init`.
        let declaredSignals: @MainActor @Sendable () -> [any AnySubclassSignal]
        /// Installed by `class_init`, by property id - 1. Each is also its spec's qdata
        /// (`InstalledProperty`), where `get_property` and `set_property` find it.
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
            InstalledProperty.attach(property, to: spec)
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

    /// The spec of the property stored at `keyPath`, when one is declared: what its
    /// ``Notifying`` storage notifies (looked up once per instance and property).
    @usableFromInline
    static func spec(for keyPath: AnyKeyPath) -> UnsafeMutablePointer<GParamSpec>? {
        let keyPath = StorageKeyPath(keyPath: keyPath)
        return specsByKeyPath.withLock { $0[keyPath] }?.spec
    }
}

/// A property as `get_property` and `set_property` find it: from the `GParamSpec` GObject
/// passes them, with no lock and no table. (The registry's tables cost a lock, a dictionary
/// lookup and a copy of five closures on every read of a bound property.)
final class InstalledProperty: @unchecked Sendable {
    /// The spec's qdata key.
    static let quark = g_quark_from_string("combinegtk-installed-property")

    let property: ErasedProperty

    private init(_ property: ErasedProperty) { self.property = property }

    /// Makes `property` the qdata of `spec`, which holds it (retained, released by the
    /// destroy notify if the spec is ever finalized: a registered type's specs live as long
    /// as its class, which is forever).
    static func attach(_ property: ErasedProperty, to spec: UnsafeMutablePointer<GParamSpec>) {
        g_param_spec_set_qdata_full(spec, quark, Unmanaged.passRetained(InstalledProperty(property)).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<InstalledProperty>.fromOpaque(data).release()
        }
    }

    /// The property installed with `spec`, if the registry installed it.
    static func of(_ spec: UnsafeMutablePointer<GParamSpec>) -> InstalledProperty? {
        g_param_spec_get_qdata(spec, quark).map { Unmanaged<InstalledProperty>.fromOpaque($0).takeUnretainedValue() }
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
    /// Reading and writing are not main-actor closures (which check their executor on each
    /// call); GObject calls them on the main thread, and `get_property` checks.
    let read: (Object, UnsafeMutablePointer<GValue>) -> Void
    let write: (Object, UnsafePointer<GValue>) -> Void
    let holdsDefault: @MainActor (Object) -> Bool

    init<Owner>(_ property: SubclassProperty<Owner>) {
        name = property.name
        keyPath = property.keyPath
        makeSpec = { [name = property.name, flags = property.flags, make = property.makeSpec] in make(name, flags) }
        // The instance of a spec's owner type is an `Owner`, or a subclass of it: another
        // is a bug of the registry's, which a release build survives by doing nothing.
        read = { object, gValue in
            guard let owner = object as? Owner else { return Self.wrongOwner(object, of: property.name, Owner.self) }
            property.read(owner, gValue)
        }
        write = { object, gValue in
            guard let owner = object as? Owner else { return Self.wrongOwner(object, of: property.name, Owner.self) }
            property.write(owner, gValue)
        }
        holdsDefault = { object in property.holdsDefault(object as! Owner) }
    }

    /// A read or write reached property `name` of `Owner` with an instance of another class.
    private static func wrongOwner(_ object: Object, of name: String, _ owner: Any.Type) {
        assertionFailure("CombineGTK: property \"\(name)\" of \(owner) was read or written on a \(type(of: object)), which is no \(owner)")
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

// GObject's property calls on GTK's objects come on the main thread. Reading (a binding's,
// an expression's, on every change) checks that with a thread-specific load rather than
// `MainActor.assumeIsolated`, which cost some 650 instructions per call.

private let getProperty: GObjectGetPropertyFunc = { object, _, gValue, spec in
    guard let object, let gValue, let spec, let installed = InstalledProperty.of(spec) else { return }
    MainThread.check("reading property \"\(String(cString: spec.pointee.name))\" of a type declared in Swift")
    guard let instance = WrapperSlot.existing(on: object)?.wrapper else { return }
    installed.property.read(instance, gValue)
}

private let setProperty: GObjectSetPropertyFunc = { object, _, gValue, spec in
    guard let object, let gValue, let spec, let property = InstalledProperty.of(spec)?.property else { return }
    nonisolated(unsafe) let (pointer, value) = (object, gValue)
    MainActor.assumeIsolated {
        if TemplateWrites.holdsBack(value, of: property, on: pointer) { return }
        guard let instance = WrapperSlot.existing(on: pointer)?.wrapper else { return }
        property.write(instance, value)
    }
}
