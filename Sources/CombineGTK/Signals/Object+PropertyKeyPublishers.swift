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

    /// Binds `key` both ways to an `@Published` property, named once: `bind(key, to:
    /// &model.$isOn)`. The property drives `key`; a change made on the widget sets the
    /// property exactly once. Holds neither the model nor the widget. The change is written
    /// through the publisher, as Combine's `assign(to:)` writes: the property's `didSet`
    /// does not run (use `bind(_:to:_:publisher:)` when it must).
    ///
    /// As with Combine's `assign(to:)`, the path that writes the widget's changes into the
    /// property stays attached to it until the model goes (a few dozen bytes per binding made,
    /// inert once the binding is cancelled); for bindings made and dropped by the thousand
    /// over a long-lived model, bind to a `Subject` instead.
    public func bind<Value>(_ key: PropertyKey<Value>, to published: inout Published<Value>.Publisher) -> AnyCancellable {
        published.bindBothWays { source, set in bind(key, to: source, set: set) }
    }

    /// Binds `key` both ways to `root[keyPath:]`, whose changes `publisher` reports (for an
    /// `@Published var isOn`, pass `model.$isOn`). Holds `root` weakly. Writes through the
    /// property's setter, so its `didSet` runs: the form to use when the model reacts to
    /// its own property (`bind(_:to: &model.$isOn)` names the model once, but does not).
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
