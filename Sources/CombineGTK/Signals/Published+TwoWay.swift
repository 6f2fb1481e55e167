@preconcurrency import OpenCombine

extension Published.Publisher where Value: Equatable {
    /// A two-way binding to this `@Published` property, named once (`&model.$x`):
    /// `connect(source, set)` makes the binding from the property's publisher and a `set`
    /// that writes a change back. The write goes through the publisher, as Combine's
    /// `assign(to:)` writes, so the property's `didSet` does not run; that write path stays
    /// attached to the property until the model goes (a few dozen bytes, inert once the
    /// binding is cancelled).
    mutating func bindBothWays(
        _ connect: (Self, @escaping (Value) -> Void) -> AnyCancellable
    ) -> AnyCancellable {
        let writes = PassthroughSubject<Value, Never>()
        writes.assign(to: &self)
        let binding = connect(self) { writes.send($0) }
        return AnyCancellable {
            binding.cancel()
            writes.send(completion: .finished)
        }
    }
}
