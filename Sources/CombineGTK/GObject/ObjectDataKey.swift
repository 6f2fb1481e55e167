import CGtk

/// A key under which Swift objects are attached to GObjects (GLib's qdata): the GObject
/// holds one reference to its value until it is finalized, or the value is replaced or
/// removed; then GLib's destroy notify releases it. For Swift state that must live exactly
/// as long as a GObject, whoever holds a wrapper of it (a wrapper's slot, a list store's
/// state, a row's binding).
///
/// - One key per name, made once (a `static let`, or a file's `private let`): two keys of
///   one name would read each other's values as their own type.
/// - A value read is not retained: it is valid while the object holds it.
/// - A key made for a `ReleaseObserver` value tells the value when the object lets it go,
///   for a value others still hold that must end with the object (a list item's publisher).
/// - Qdata calls are thread-safe in GLib; what the values hold usually is not (main thread).
struct ObjectDataKey<Value: AnyObject>: @unchecked Sendable {
    /// The qdata key.
    let quark: GQuark
    private let release: GDestroyNotify

    /// The key named `name`; the object only releases its value.
    init(_ name: String) {
        self.init(name, release: CallbackData.release)
    }

    /// The key named `name`, whose values hear `releasedByObject()` as the object lets them go.
    init(_ name: String) where Value: ReleaseObserver {
        self.init(name, release: releaseAndTellValue)
    }

    private init(_ name: String, release: @escaping GDestroyNotify) {
        // Not g_quark_from_static_string: GLib would keep a pointer to a Swift string's buffer.
        quark = g_quark_from_string(name)
        self.release = release
    }

    /// Attaches `value` to `object`, which holds it from now on; a value `object` had under
    /// this key is released.
    func attach(_ value: Value, to object: UnsafeMutablePointer<GObject>) {
        g_object_set_qdata_full(object, quark, CallbackData.retained(value), release)
    }

    /// The value attached to `object` under this key, or nil.
    func value(on object: UnsafeMutablePointer<GObject>) -> Value? {
        g_object_get_qdata(object, quark).map { CallbackData.object($0, as: Value.self) }
    }

    /// Releases the value attached to `object` under this key now, if there is one.
    func remove(from object: UnsafeMutablePointer<GObject>) {
        g_object_set_qdata(object, quark, nil)
    }
}

/// A value attached with an `ObjectDataKey` that must hear when its object lets it go. A
/// class, not a protocol, so that the destroy notify (a C function, which cannot capture the
/// key's type) calls it without a dynamic cast: it runs at every list item's finalize.
@usableFromInline
class ReleaseObserver {
    @usableFromInline
    init() {}

    /// The object let go of this value: it is being finalized, or the value was replaced or
    /// removed. Called once, before the object's reference to the value is released.
    func releasedByObject() {}
}

/// The destroy notify of keys whose values are `ReleaseObserver`s.
private let releaseAndTellValue: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<ReleaseObserver>.fromOpaque(data).takeRetainedValue().releasedByObject()
}
