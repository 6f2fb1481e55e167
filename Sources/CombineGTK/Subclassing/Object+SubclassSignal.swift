extension Object {
    /// Each emission of `signal` on this object, as a tuple of its arguments (a single
    /// argument as itself). See `SignalPublisher` for the contract.
    public func signalPublisher<each Argument: GValueConvertible>(
        _ signal: SubclassSignal<repeat each Argument>
    ) -> SignalPublisher<(repeat each Argument)> {
        signalPublisher(signal.name) { emission in
            var index = 0
            func next<Value: GValueConvertible>(_ type: Value.Type) -> Value {
                defer { index += 1 }
                return emission.value(index, as: Value.self)
            }
            return (repeat next((each Argument).self))
        }
    }
}
