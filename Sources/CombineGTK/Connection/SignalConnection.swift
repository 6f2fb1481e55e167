import Synchronization
import CGtk

/// Connecting a `SignalHandler` to a GObject signal: the closure that carries it, and the
/// notifiers through which GLib, not us, releases it.
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
        let closure: UnsafeMutablePointer<GClosure>
        if let callback = cCallback(for: resolved, handler: handler) {
            // A C closure (what g_signal_connect_data makes): GLib gives it the signal's own
            // marshallers, and g_signal_emit then calls it through the va_list one, with no
            // GValue boxing: as cheap as a raw handler. `box` is released by its finalize
            // notifier (the destroy notify).
            let box = held(handler)
            closure = g_cclosure_new(callback, box, releaseBox)
            reportInvalidation(of: closure, to: box)
        } else {
            closure = Self.closure(calling: handler)
        }
        return g_signal_connect_closure_by_id(object, resolved.id, resolved.detail, closure, after ? 1 : 0)
    }
}

extension SignalConnection {
    /// The C callback for a C closure of `handler` on `signal`, when one can serve it: the
    /// signal has no arguments, or `handler` does not read them and they are one or two
    /// pointers (`notify::state`, `changed::key`; the callback takes as many, unread).
    /// Nil when the handler needs the arguments as `GValue`s.
    private static func cCallback(for signal: ResolvedSignal, handler: SignalHandler) -> GCallback? {
        if signal.takesNoArguments { return unsafeBitCast(instanceOnlyCallback, to: GCallback.self) }
        guard !handler.readsArguments, let count = signal.pointerArguments else { return nil }
        return count == 1
            ? unsafeBitCast(onePointerCallback, to: GCallback.self)
            : unsafeBitCast(twoPointersCallback, to: GCallback.self)
    }

    /// A closure that calls `handler` with each emission's `GValue`s, to connect to a signal
    /// (or to hand to GTK, as a builder scope does). It holds `handler` until GLib finalizes
    /// it, and tells it when it is invalidated.
    static func closure(calling handler: SignalHandler) -> UnsafeMutablePointer<GClosure> {
        let box = held(handler)
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure, marshal)
        g_closure_add_finalize_notifier(closure, box, releaseBox)
        reportInvalidation(of: closure, to: box)
        return closure
    }
}

/// `handler`, retained for GLib (counted in `heldByGLib`) until `releaseBox`.
private func held(_ handler: SignalHandler) -> gpointer {
    SignalHandler.heldByGLib.add(1, ordering: .relaxed)
    return Unmanaged.passRetained(handler).toOpaque()
}

private func reportInvalidation(of closure: UnsafeMutablePointer<GClosure>, to box: gpointer) {
    g_closure_add_invalidate_notifier(closure, box) { data, _ in
        Unmanaged<SignalHandler>.fromOpaque(data!).takeUnretainedValue().handlerInvalidated()
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

/// The C callbacks of signals with one or two pointer arguments, for handlers that do not
/// read them: `void handler (GObject *, gpointer, [gpointer,] gpointer user_data)`.
private let onePointerCallback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, data in
    guard let instance, let data else { return }
    Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue().handle(SignalEmission(instance: instance))
}

private let twoPointersCallback: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { instance, _, _, data in
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
