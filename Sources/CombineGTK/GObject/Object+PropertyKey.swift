@preconcurrency import OpenCombine
import CGtk

extension Object {
    /// The object's pointer as the C type a GTK function expects (`pointer(as: GtkLabel.self)`).
    public nonisolated func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: T.self)
    }

    /// The object's pointer for GTK types Swift imports as opaque (`GtkLabel`, `GtkSwitch`).
    public nonisolated var opaquePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The current value, then every change of `key`. See `PropertyPublisher`.
    public func propertyPublisher<Value>(_ key: PropertyKey<Value>) -> PropertyPublisher<Value> {
        PropertyPublisher(object: objectPointer, property: key.name)
    }

    /// Reads `key`.
    public func value<Value>(_ key: PropertyKey<Value>) -> Value? {
        value(of: key.name, as: Value.self)
    }

    /// Sets `key` if the value differs from the current one.
    public func update<Value>(_ key: PropertyKey<Value>, to value: Value) {
        guard let spec = PropertySpec.find(key.name, on: objectPointer, as: Value.self, readable: true, writable: true) else { return }
        if spec.read(from: objectPointer) as Value? != value {
            spec.write(value, to: objectPointer)
        }
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
