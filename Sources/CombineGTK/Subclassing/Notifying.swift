import CGtk

/// A stored property of an ``ObjectSubclass`` that emits `notify::name` when set to a
/// different value, from Swift or through GObject, for the ``SubclassProperty`` whose key
/// path names it; so property publishers (`propertyPublisher(_:)`), binders,
/// `g_object_bind_property` and GTK's expressions see every change.
///
/// ```swift
/// @Notifying var title = ""
/// ```
///
/// A property no entry of `properties` names notifies nothing. Setting an equal value
/// notifies nothing, as GObject's own properties do with `G_PARAM_EXPLICIT_NOTIFY`.
///
/// Reading and setting cost about what they cost in C: the accessors are inlinable, so in
/// the optimized code of the class they access the storage as a plain field (no key path is
/// applied), and the property's `GParamSpec` is found once, on its first change, and kept
/// with the value.
@propertyWrapper
public struct Notifying<Value: Equatable> {
    @usableFromInline var value: Value
    /// The `GParamSpec` the first change found for the property (or that there is none).
    @usableFromInline var notified = NotifiedSpec.unknown

    /// A stored property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Only usable inside an ``ObjectSubclass``, which gives the property its notification.
    @available(*, unavailable, message: "@Notifying is for stored properties of an ObjectSubclass")
    public var wrappedValue: Value {
        get { fatalError("@Notifying is for stored properties of an ObjectSubclass") }
        set { fatalError("@Notifying is for stored properties of an ObjectSubclass") }
    }

    /// The value, read and written through the owning instance so that a change notifies.
    @inlinable
    @MainActor
    public static subscript<Owner: ObjectSubclass>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Notifying<Value>>
    ) -> Value {
        // Inlined into the accessors Swift writes for the property, where the key paths are
        // literals: the compiler then accesses the storage directly.
        @inline(__always) get { owner[keyPath: storageKeyPath].value }
        @inline(__always) set {
            guard owner[keyPath: storageKeyPath].value != newValue else { return }
            owner[keyPath: storageKeyPath].value = newValue
            if case .unknown = owner[keyPath: storageKeyPath].notified {
                owner[keyPath: storageKeyPath].notified = NotifiedSpec(of: wrappedKeyPath)
            }
            if case .spec(let spec) = owner[keyPath: storageKeyPath].notified {
                g_object_notify_by_pspec(owner.objectPointer, spec)
            }
        }
    }
}

/// What a ``Notifying`` property notifies: not looked up yet, nothing (no entry of
/// `properties` names it), or its `GParamSpec`, which lives as long as its class (forever:
/// types registered from Swift are static).
@usableFromInline
enum NotifiedSpec {
    case unknown
    case none
    case spec(UnsafeMutablePointer<GParamSpec>)

    /// The spec of the property whose storage `keyPath` names.
    @usableFromInline
    init(of keyPath: AnyKeyPath) {
        self = SubclassRegistry.spec(for: keyPath).map { .spec($0) } ?? .none
    }
}
