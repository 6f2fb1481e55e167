import CGtk

/// A plain callback on a signal, for the few signals whose handler must return a value to
/// GTK (`handle-local-options`), which a publisher cannot do.
final class CallbackHandler: SignalHandler {
    private let body: (SignalEmission) -> Void

    init(_ body: @escaping (SignalEmission) -> Void) {
        self.body = body
    }

    override func handle(_ emission: SignalEmission) { body(emission) }
}
