@preconcurrency import OpenCombine
import CGtk

/// A property bound both ways to a view model, without loops:
///
/// - Model → widget: the value is written only when it differs from the property's current
///   value, and with this binding's own `notify` handler blocked while writing, so the write
///   never comes back as a "user change".
/// - Widget → model: a `notify` whose value differs from the last one seen is passed to
///   `set` once. When the model then publishes that value back, it equals the property's
///   value and nothing is written.
/// - Holds the object weakly (its handler is invalidated when the object goes, which ends
///   the binding); cancelling disconnects the handler and the model subscription.
final class TwoWayBinding<Value: GValueConvertible>: SignalHandler, OpenCombine.Cancellable {
    private let object: UnsafeMutablePointer<GObject>
    private let spec: PropertySpec
    private let set: (Value) -> Void
    private var handlerID: gulong = 0
    private var source: AnyCancellable?
    private var lastSeen: Value?

    private init(object: UnsafeMutablePointer<GObject>, spec: PropertySpec, set: @escaping (Value) -> Void) {
        self.object = object
        self.spec = spec
        self.set = set
    }

    @MainActor
    static func connect<Source: Publisher>(
        object wrapper: Object,
        key: PropertyKey<Value>,
        source: Source,
        set: @escaping (Value) -> Void
    ) -> AnyCancellable where Source.Output == Value, Source.Failure == Never {
        let object = wrapper.objectPointer
        guard let spec = PropertySpec.find(key.name, on: object, as: Value.self, readable: true, writable: true) else {
            return AnyCancellable {}
        }
        let binding = TwoWayBinding(object: object, spec: spec, set: set)
        guard let id = SignalConnection.connect(object, signal: "notify::\(spec.name)", handler: binding) else {
            return AnyCancellable {}
        }
        binding.handlerID = id
        binding.lastSeen = spec.read(from: object)
        binding.source = source.sink { [weak binding] value in
            MainContext.invoke { binding?.apply(value) }
        }
        return AnyCancellable(binding)
    }

    private func apply(_ value: Value) {
        guard handlerID != 0 else { return }
        lastSeen = value
        guard spec.read(from: object) as Value? != value else { return }
        g_signal_handler_block(object, handlerID)
        spec.write(value, to: object)
        g_signal_handler_unblock(object, handlerID)
    }

    override func handle(_ emission: SignalEmission) {
        guard let value: Value = spec.read(from: object), value != lastSeen else { return }
        lastSeen = value
        set(value)
    }

    override func handlerInvalidated() {
        handlerID = 0
        source?.cancel()
        source = nil
    }

    func cancel() {
        guard MainThread.isCurrent else {
            // The handler and the model subscription are main-thread state.
            let binding = UncheckedSendable(self)
            MainContext.invoke { binding.value.cancel() }
            return
        }
        let id = handlerID
        handlerID = 0
        source?.cancel()
        source = nil
        if id != 0 { g_signal_handler_disconnect(object, id) }
    }
}
