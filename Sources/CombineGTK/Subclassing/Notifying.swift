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
@propertyWrapper
public struct Notifying<Value: Equatable> {
    private var value: Value

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
    @MainActor
    public static subscript<Owner: ObjectSubclass>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Notifying<Value>>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].value }
        set {
            guard owner[keyPath: storageKeyPath].value != newValue else { return }
            owner[keyPath: storageKeyPath].value = newValue
            SubclassRegistry.notify(owner, of: wrappedKeyPath)
        }
    }
}
