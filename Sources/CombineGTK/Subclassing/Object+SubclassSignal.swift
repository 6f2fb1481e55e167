@preconcurrency import OpenCombine

extension Object {
    /// Each emission of `signal` on this object, as a tuple of its arguments (a single
    /// argument as itself). See `SignalPublisher` for the contract.
    public func signalPublisher<each Argument: SignalValue>(
        _ signal: SubclassSignal<repeat each Argument>
    ) -> SignalPublisher<(repeat each Argument)> {
        let name = signal.name
        return signalPublisher(name) { SignalArgumentType.arguments(of: $0, name, as: repeat (each Argument).self) }
    }

    /// Each emission of `signal` on this object, as a tuple of its arguments. It only
    /// observes: it does not answer (see ``SubclassReturningSignal`` for what that counts
    /// as). See `SignalPublisher` for the contract.
    public func signalPublisher<Result, each Argument: SignalValue>(
        _ signal: SubclassReturningSignal<Result, repeat each Argument>
    ) -> SignalPublisher<(repeat each Argument)> {
        let name = signal.name
        return signalPublisher(name) { SignalArgumentType.arguments(of: $0, name, as: repeat (each Argument).self) }
    }

    /// Connects `handler` to `signal` on this object: it gets the arguments and its return
    /// value answers the emission (see ``SubclassReturningSignal`` for how answers add up).
    ///
    /// - `handler` runs on the main thread during each emission, before the handlers
    ///   connected `after`. Holds the object weakly; cancelling (or dropping) the returned
    ///   `AnyCancellable` disconnects it, and it is released when GLib drops it.
    /// - An answer the signal on this object cannot return (it is another signal of the same
    ///   name) is reported through ``Diagnostics`` and left out.
    public func connect<Result, each Argument: SignalValue>(
        _ signal: SubclassReturningSignal<Result, repeat each Argument>,
        after: Bool = false,
        _ handler: @escaping @MainActor (repeat each Argument) -> Result
    ) -> AnyCancellable {
        let name = signal.name
        return connectHandler(name, after: after) { emission in
            // Signals of GTK's objects are emitted on the main thread (the publisher contract).
            MainActor.assumeIsolated {
                let arguments = SignalArgumentType.arguments(of: emission, name, as: repeat (each Argument).self)
                SignalArgumentType.answer(emission, with: handler(repeat each arguments), of: name)
            }
        }
    }
}
