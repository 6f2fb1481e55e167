import CGtk

/// A GObject property of an ``ObjectSubclass``, stored in a Swift property of the class and
/// named by a key path to it: installed in the type's class as a `GParamSpec`, read and
/// written through GObject (`g_object_get_property`, `g_object_bind_property`, GtkBuilder's
/// `<property>`, `GtkPropertyExpression`) by reading and writing that Swift property.
///
/// ```swift
/// static let properties: [SubclassProperty<TaskItem>] = [
///     .string("title", \.title),
///     .bool("done", \.isDone),
///     .int("priority", \.priority, range: 0...10, default: 5),
///     .double("progress", \.progress, range: 0...1, access: .readOnly),
/// ]
/// ```
///
/// Why a static list of key paths and no macro: it needs nothing beyond the language (no
/// macro plugin to build, which costs every user's clean build), the type checker proves
/// each key path's value type matches the GObject type, and the Swift property stays an
/// ordinary stored one. Mark the stored property ``Notifying`` so that setting it from Swift
/// emits `notify::name`, which property publishers, binders and bindings listen to.
///
/// - `default` is what GObject reports as the property's default; keep it equal to the Swift
///   property's initial value (a debug build checks it on the first instance).
/// - GObject notifies only on changes (`G_PARAM_EXPLICIT_NOTIFY`): setting an equal value
///   through GObject emits nothing, as setting it from Swift does not.
public struct SubclassProperty<Owner: ObjectSubclass>: @unchecked Sendable {
    /// The property's name (`"title"`), as `notify::title` and `<property name="title">` say it.
    public let name: String
    let keyPath: AnyKeyPath
    let makeSpec: @MainActor (_ name: String, _ flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec>
    let flags: GParamFlags
    /// Not main-actor closures, which would check their executor on every call; GObject
    /// calls them on the main thread (`get_property` checks).
    let read: (Owner, UnsafeMutablePointer<GValue>) -> Void
    let write: (Owner, UnsafePointer<GValue>) -> Void
    let holdsDefault: (Owner) -> Bool

    init<Value: GValueConvertible>(
        _ name: String, _ keyPath: KeyPath<Owner, Value>, default defaultValue: Value, access: PropertyAccess,
        spec: @escaping @MainActor (_ name: String, _ flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec>
    ) {
        var flags = G_PARAM_READABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue
        let writable = keyPath as? ReferenceWritableKeyPath<Owner, Value>
        if access == .readWrite {
            guard writable != nil else {
                preconditionFailure("CombineGTK: property \"\(name)\" of \(Owner.self) is read-write but its key path \(keyPath) is not writable (say access: .readOnly)")
            }
            flags |= G_PARAM_WRITABLE.rawValue
        }
        self.name = name
        self.keyPath = keyPath
        self.flags = GParamFlags(rawValue: flags)
        makeSpec = spec
        read = { owner, gValue in owner[keyPath: keyPath].store(in: gValue) }
        write = { owner, gValue in
            // GObject checked the value's type against the spec before calling set_property.
            guard let writable, let value = Value(gValue: gValue) else { return }
            owner[keyPath: writable] = value
        }
        holdsDefault = { owner in owner[keyPath: keyPath] == defaultValue }
    }

    /// A `gchararray` property. GObject's NULL reads as "".
    @MainActor
    public static func string(
        _ name: String, _ keyPath: KeyPath<Owner, String>, default defaultValue: String = "", access: PropertyAccess = .readWrite
    ) -> Self {
        Self(name, keyPath, default: defaultValue, access: access) { name, flags in
            g_param_spec_string(name, nil, nil, defaultValue, flags)
        }
    }

    /// A `gboolean` property.
    @MainActor
    public static func bool(
        _ name: String, _ keyPath: KeyPath<Owner, Bool>, default defaultValue: Bool = false, access: PropertyAccess = .readWrite
    ) -> Self {
        Self(name, keyPath, default: defaultValue, access: access) { name, flags in
            g_param_spec_boolean(name, nil, nil, defaultValue ? 1 : 0, flags)
        }
    }

    /// A `gint64` property, limited to `range` (GObject refuses a value outside it with a
    /// warning, and keeps the old one).
    @MainActor
    public static func int(
        _ name: String, _ keyPath: KeyPath<Owner, Int>, range: ClosedRange<Int> = Int.min...Int.max,
        default defaultValue: Int = 0, access: PropertyAccess = .readWrite
    ) -> Self {
        precondition(range.contains(defaultValue), "CombineGTK: the default of property \"\(name)\" of \(Owner.self), \(defaultValue), is outside \(range)")
        return Self(name, keyPath, default: defaultValue, access: access) { name, flags in
            g_param_spec_int64(name, nil, nil, gint64(range.lowerBound), gint64(range.upperBound), gint64(defaultValue), flags)
        }
    }

    /// A `gdouble` property, limited to `range` (GObject refuses a value outside it with a
    /// warning, and keeps the old one).
    @MainActor
    public static func double(
        _ name: String, _ keyPath: KeyPath<Owner, Double>, range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
        default defaultValue: Double = 0, access: PropertyAccess = .readWrite
    ) -> Self {
        precondition(range.contains(defaultValue), "CombineGTK: the default of property \"\(name)\" of \(Owner.self), \(defaultValue), is outside \(range)")
        return Self(name, keyPath, default: defaultValue, access: access) { name, flags in
            g_param_spec_double(name, nil, nil, range.lowerBound, range.upperBound, defaultValue, flags)
        }
    }

    /// An enum property of a GLib enumeration type (`Orientation`, `Align`, or another
    /// generated one).
    @MainActor
    public static func enumeration<Value: GLibEnum>(
        _ name: String, _ keyPath: KeyPath<Owner, Value>, default defaultValue: Value, access: PropertyAccess = .readWrite
    ) -> Self {
        Self(name, keyPath, default: defaultValue, access: access) { name, flags in
            g_param_spec_enum(name, nil, nil, Value.gType, defaultValue.rawValue, flags)
        }
    }

    /// A flags property of a GLib flags type (`StateFlags`, or another generated one).
    @MainActor
    public static func flags<Value: GLibFlags>(
        _ name: String, _ keyPath: KeyPath<Owner, Value>, default defaultValue: Value = [], access: PropertyAccess = .readWrite
    ) -> Self {
        Self(name, keyPath, default: defaultValue, access: access) { name, flags in
            g_param_spec_flags(name, nil, nil, Value.gType, defaultValue.rawValue, flags)
        }
    }

    /// An object property holding a `Value` or nil (`g_param_spec_object` of `Value`'s GType,
    /// the registered one for an ``ObjectSubclass``). The Swift property holds the object
    /// strongly, as a C object's property would hold a reference.
    @MainActor
    public static func object<Value: Object>(
        _ name: String, _ keyPath: KeyPath<Owner, Value?>, access: PropertyAccess = .readWrite
    ) -> Self {
        Self(name, keyPath, default: nil, access: access) { name, flags in
            g_param_spec_object(name, nil, nil, Value.gType, flags)
        }
    }
}
