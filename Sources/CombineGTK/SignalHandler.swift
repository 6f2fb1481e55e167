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

/// The arguments of one signal emission, read through `GValue`.
public struct SignalEmission {
    /// The instance, then the arguments. Nil when GLib called a handler of a signal with no
    /// arguments through its `va_list` marshaller, which boxes nothing in `GValue`s.
    private let gValues: UnsafePointer<GValue>?
    private let instancePointer: gpointer?
    /// The number of arguments, not counting the emitting instance.
    public let argumentCount: Int
    let returnValue: UnsafeMutablePointer<GValue>?

    init(values: UnsafePointer<GValue>, argumentCount: Int, returnValue: UnsafeMutablePointer<GValue>?) {
        self.gValues = values
        self.instancePointer = nil
        self.argumentCount = argumentCount
        self.returnValue = returnValue
    }

    /// An emission of a signal with no arguments and no return value.
    init(instance: gpointer) {
        self.gValues = nil
        self.instancePointer = instance
        self.argumentCount = 0
        self.returnValue = nil
    }

    /// The instance, then the arguments, as `GValue`s: for signals with arguments, which are
    /// always marshalled that way.
    var values: UnsafePointer<GValue> { gValues! }

    /// The emitting object.
    public var instance: UnsafeMutablePointer<GObject> {
        if let values = gValues {
            return gObject(g_value_get_object(values))
        }
        return gObject(instancePointer!)
    }

    /// Argument `index` (0-based, the instance excluded), or nil when its type does not match.
    public func argument<Value: GValueConvertible>(_ index: Int, as type: Value.Type = Value.self) -> Value? {
        precondition(index < argumentCount, "signal has \(argumentCount) arguments, asked for #\(index)")
        return Value(gValue: values + 1 + index)
    }

    /// Object argument `index` (0-based, the instance excluded) as a wrapper of its class
    /// (`Object.wrapper(retaining:)`: a `GtkListBoxRow *` comes as the class CombineGTK has
    /// for it), or nil when the argument is NULL, not an object, or not a `T`. Main thread.
    @MainActor
    public func object<T: Object>(_ index: Int, as type: T.Type = Object.self) -> T? {
        precondition(index < argumentCount, "signal has \(argumentCount) arguments, asked for #\(index)")
        let value = values + 1 + index
        guard g_type_check_value_holds(value, FundamentalType.object) != 0,
              let pointer = g_value_get_object(value) else { return nil }
        return Object.wrapper(retaining: gObject(pointer)) as? T
    }

    /// Sets the handler's return value for signals that return an int (`handle-local-options`).
    public func setReturnValue(_ value: Int32) {
        guard let returnValue, cgtk_value_type(returnValue) == FundamentalType.int else { return }
        g_value_set_int(returnValue, value)
    }

    /// Sets the handler's return value (for signals such as `close-request`).
    public func setReturnValue(_ value: Bool) {
        guard let returnValue, cgtk_value_type(returnValue) == FundamentalType.boolean else { return }
        g_value_set_boolean(returnValue, value ? 1 : 0)
    }
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
