import CGtk

/// A `GWeakRef`: lets a publisher find its object again without keeping it alive.
final class WeakObjectReference: @unchecked Sendable {
    // GLib stores the address of the GWeakRef, so it must not move: it lives on the heap.
    private let reference: UnsafeMutablePointer<GWeakRef>

    init(_ object: UnsafeMutablePointer<GObject>) {
        reference = .allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// The object with a new strong reference (balance with `g_object_unref`), or nil when it
    /// has been finalized or disposed.
    func strongObject() -> UnsafeMutablePointer<GObject>? {
        guard let raw = g_weak_ref_get(reference) else { return nil }
        let object = gObject(raw)
        if WrapperSlot.existing(on: object)?.isDisposed == true {
            g_object_unref(object)
            return nil
        }
        return object
    }
}
