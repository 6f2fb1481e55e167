@preconcurrency import OpenCombine
import CGtk

/// What a `PropertyKey` gives as publishers and bindings: the key-typed forms of
/// `propertyPublisher(_:as:)` and the two-way bindings.
extension Object {
    /// The current value, then every change of `key`. See `PropertyPublisher`.
    public func propertyPublisher<Value>(_ key: PropertyKey<Value>) -> PropertyPublisher<Value> {
        PropertyPublisher(object: objectPointer, property: key.name)
    }

    /// Binds `key` both ways to a value a view model owns: `publisher` (the model's current
    /// value, then its changes) drives the property, and a change made on the widget (by the
    /// user) is passed to `set` exactly once. See `TwoWayBinding` for how echoes are avoided.
    public func bind<Value, Source: Publisher>(
        _ key: PropertyKey<Value>,
        to publisher: Source,
        set: @escaping (Value) -> Void
    ) -> AnyCancellable where Source.Output == Value, Source.Failure == Never {
        TwoWayBinding.connect(object: self, key: key, source: publisher, set: set)
    }

    /// Binds `key` both ways to `root[keyPath:]`, whose changes `publisher` reports (for an
    /// `@Published var isOn`, pass `model.$isOn`). Holds `root` weakly.
    public func bind<Value, Root: AnyObject, Source: Publisher>(
        _ key: PropertyKey<Value>,
        to root: Root,
        _ keyPath: ReferenceWritableKeyPath<Root, Value>,
        publisher: Source
    ) -> AnyCancellable where Source.Output == Value, Source.Failure == Never {
        bind(key, to: publisher) { [weak root] value in root?[keyPath: keyPath] = value }
    }

    /// Binds `key` both ways to `subject`: the subject drives the property, and a change made
    /// on the widget is sent to the subject once.
    public func bind<Value, S: Subject>(_ key: PropertyKey<Value>, to subject: S) -> AnyCancellable
    where S.Output == Value, S.Failure == Never {
        bind(key, to: subject) { [weak subject] value in subject?.send(value) }
    }
}
