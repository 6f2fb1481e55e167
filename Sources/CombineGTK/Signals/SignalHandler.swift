import CGtk
import Synchronization

/// The Swift side of one connected GLib signal handler, subclassed by each kind of handler.
/// GLib's closure holds it as its data: retained at connection, released by the closure's
/// finalize notifier, never by us. A base class rather than a protocol so that the closure's
/// data is the handler itself: a box around an existential cost one allocation per
/// subscription (of the 11 a `sink` + `cancel` made).
class SignalHandler {
    /// Handlers GLib holds (connected, or disconnected and not yet finalized), so that tests
    /// can prove none is leaked.
    static let heldByGLib = Atomic<Int>(0)

    /// One emission. `emission` is only valid during the call.
    func handle(_ emission: SignalEmission) {}

    /// GLib dropped the handler: it was disconnected, or the object was disposed.
    /// Called exactly once.
    func handlerInvalidated() {}
}

enum SignalConnection {
    /// Connects `handler` to `signal` (detail allowed: `"notify::active"`) of `object`.
    /// Returns nil, after logging an error naming the type and what is wrong, when the object
    /// has no such signal, or for `notify::`, no such property.
    static func connect(
        _ object: UnsafeMutablePointer<GObject>,
        signal: String,
        after: Bool = false,
        handler: SignalHandler
    ) -> gulong? {
        guard let resolved = ResolvedSignal.find(signal, on: cgtk_object_type(object)) else { return nil }
        let box = Unmanaged.passRetained(handler).toOpaque()
        SignalHandler.heldByGLib.add(1, ordering: .relaxed)
        let closure: UnsafeMutablePointer<GClosure>
        if resolved.takesNoArguments {
            // A C closure (what g_signal_connect_data makes): GLib gives it the signal's own
            // marshallers, and g_signal_emit then calls it through the va_list one, with no
            // GValue boxing: as cheap as a raw handler. `box` is released by its finalize
            // notifier (the destroy notify).
            closure = g_cclosure_new(unsafeBitCast(instanceOnlyCallback, to: GCallback.self), box, releaseBox)
        } else {
            closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
            g_closure_set_marshal(closure, marshal)
            g_closure_add_finalize_notifier(closure, box, releaseBox)
        }
        g_closure_add_invalidate_notifier(closure, box) { data, _ in
            Unmanaged<SignalHandler>.fromOpaque(data!).takeUnretainedValue().handlerInvalidated()
        }
        return g_signal_connect_closure_by_id(object, resolved.id, resolved.detail, closure, after ? 1 : 0)
    }
}

private let releaseBox: GClosureNotify = { data, _ in
    SignalHandler.heldByGLib.subtract(1, ordering: .relaxed)
    Unmanaged<SignalHandler>.fromOpaque(data!).release()
}

/// The C callback of a no-argument signal's closure: `void handler (GObject *, gpointer)`.
private let instanceOnlyCallback: @convention(c) (gpointer?, gpointer?) -> Void = { instance, data in
    guard let instance, let data else { return }
    Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue().handle(SignalEmission(instance: instance))
}

private func marshal(
    closure: UnsafeMutablePointer<GClosure>?,
    returnValue: UnsafeMutablePointer<GValue>?,
    count: guint,
    values: UnsafePointer<GValue>?,
    hint: gpointer?,
    marshalData: gpointer?
) {
    guard let closure, let values, let data = closure.pointee.data else { return }
    Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue().handle(SignalEmission(values: values, argumentCount: Int(count) - 1, returnValue: returnValue))
}
