import CGtk

/// Finds a GObject again without keeping it alive, through its `WrapperSlot`: the slot lives
/// as the object's qdata until finalize and learns of dispose (which always comes first) from
/// a weak reference, so once the slot says disposed the pointer is never touched again.
///
/// Not a `GWeakRef`: making and clearing one per publisher or binder cost two allocations and
/// GLib's weak-location bookkeeping on every subscribe.
struct WeakObjectReference: @unchecked Sendable {
    private let object: UnsafeMutablePointer<GObject>
    private let slot: WrapperSlot

    init(_ object: UnsafeMutablePointer<GObject>) {
        self.object = object
        slot = WrapperSlot.attach(to: object)
    }

    /// The object with a new strong reference (balance with `g_object_unref`), or nil when it
    /// has been disposed (or finalized, which follows dispose). Main thread: dispose is seen
    /// there.
    func strongObject() -> UnsafeMutablePointer<GObject>? {
        guard !slot.isDisposed else { return nil }
        g_object_ref(object)
        return object
    }
}
