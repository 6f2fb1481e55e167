@preconcurrency import OpenCombine
import CGtk

extension Object {
    /// Connects `body` as a plain handler of `signal`: for signals whose handler returns a
    /// value to GTK (`close-request`, `key-pressed`), which `body` sets on the emission.
    ///
    /// - Holds the object weakly; the handler goes when the object is disposed.
    /// - The cancellable disconnects the handler (idempotent, also from another thread, and
    ///   also when it is dropped); `body` is released when GLib drops the handler.
    /// - An unknown signal logs an error naming the type and the signal, and connects nothing.
    package func connectHandler(_ signal: String, after: Bool = false, _ body: @escaping (SignalEmission) -> Void) -> AnyCancellable {
        MainThread.check("\(Self.self).connectHandler(\"\(signal)\")")
        guard let id = SignalConnection.connect(objectPointer, signal: signal, after: after, handler: CallbackHandler(body)) else {
            return AnyCancellable {}
        }
        let reference = WeakObjectReference(objectPointer)
        let disconnect = UncheckedSendable({
            guard let object = reference.strongObject() else { return }
            defer { g_object_unref(object) }
            if g_signal_handler_is_connected(object, id) != 0 {
                g_signal_handler_disconnect(object, id)
            }
        })
        return AnyCancellable {
            // The disposed check of the reference is only valid on the main thread.
            if MainThread.isCurrent { disconnect.value() } else { MainContext.invoke { disconnect.value() } }
        }
    }
}
