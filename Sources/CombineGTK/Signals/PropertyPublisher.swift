@preconcurrency import OpenCombine
import CGtk

/// A publisher of one GObject property, driven by its `notify::name` signal.
///
/// - Sends the current value on subscription (as soon as there is demand), then every
///   change, programmatic ones included, and never the same value twice in a row.
/// - Demand is honoured. While demand is zero, changes are not queued: when demand returns
///   (a request, or demand returned from `receive(_:)`), the latest value is sent if it
///   differs from the last one sent (as `CurrentValueSubject` does).
/// - Finishes once when the object is disposed or finalized; finishes at once when the
///   object is already gone, has no such property, or the property is not readable as
///   `Value` (an error naming the type and the property is logged). Never fails.
/// - Holds neither the object nor its wrapper: only a `GWeakRef`.
/// - `cancel()` disconnects the `notify` handler, is idempotent, and stops delivery at once.
/// - Subscribe on the main thread; values arrive on the main thread.
public struct PropertyPublisher<Value: GValueConvertible>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    private let source: WeakObjectReference
    /// The property name (`"active"`).
    public let property: String

    /// Publishes property `property` of `object` (its name as GLib spells it, `"use-underline"`).
    public init(object: UnsafeMutablePointer<GObject>, property: String) {
        self.source = WeakObjectReference(object)
        self.property = property
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        PropertySubscription.subscribe(subscriber, to: source, call: "PropertyPublisher(\"\(property)\").receive(subscriber:)") { object in
            guard let spec = PropertySpec.find(property, on: object, as: Value.self, readable: true) else { return nil }
            return (PropertySubscription(downstream: subscriber, object: object, spec: spec), "notify::\(spec.name)")
        }
    }
}

final class PropertySubscription<Downstream: Subscriber>: CurrentValueSubscription<Downstream, Downstream.Input>
where Downstream.Failure == Never, Downstream.Input: GValueConvertible {
    private let spec: PropertySpec

    init(downstream: Downstream, object: UnsafeMutablePointer<GObject>, spec: PropertySpec) {
        self.spec = spec
        super.init(downstream: downstream, object: object)
    }

    override func sendCurrent() {
        guard hasDemand, let value: Downstream.Input = spec.read(from: object) else { return }
        offer(value, token: value)
    }
}
