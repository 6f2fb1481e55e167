import CGtk

/// Tells whether an object has been finalized, through a `GWeakRef`.
public final class Finalization {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    public init(_ object: UnsafeMutablePointer<GObject>) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    public var isFinalized: Bool {
        guard let object = g_weak_ref_get(reference) else { return true }
        g_object_unref(object)
        return false
    }
}
