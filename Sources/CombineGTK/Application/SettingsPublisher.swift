@preconcurrency import OpenCombine
import CGtk

/// A publisher of one key of a ``Settings``, as `Value`: `settings.publisher(for: "filter",
/// as: String.self)`.
///
/// - Sends the current value on subscription (as soon as there is demand), then the value
///   after each change of the key (its `changed::key` signal), whoever made it (this
///   process, another one through dconf, `reset(_:)`), and never the same value twice in a
///   row.
/// - Demand is honoured. While demand is zero, changes are not queued: when demand returns,
///   the latest value is sent if it differs from the last one sent.
/// - Values convert from the key's schema type as ``Settings/value(for:as:)`` converts them;
///   a stored value that does not fit `Value` (300 for a `UInt8`) is skipped.
/// - Finishes once when the settings object is finalized; finishes at once when it is
///   already gone, or when the schema has no such key or its type does not convert to
///   `Value` (an error naming the schema, the key and the types is logged). Never fails.
/// - Holds neither the settings object nor its wrapper: only a weak reference to it.
/// - `cancel()` disconnects the handler, is idempotent, and stops delivery at once.
/// - Subscribe on the main thread; values arrive on the main thread.
public struct SettingsPublisher<Value: VariantConvertible>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    private let source: WeakObjectReference
    /// The key published.
    public let key: String
    /// Why the key cannot be published as `Value`, found when the publisher was made.
    private let problem: SettingsError?

    @MainActor
    init(settings: Settings, key: String) {
        source = WeakObjectReference(settings.objectPointer)
        self.key = key
        do throws(SettingsError) {
            _ = try settings.checkReadable(key, as: Value.self)
            problem = nil
        } catch {
            problem = error
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        SettingsKeySubscription.subscribe(subscriber, to: source, call: "SettingsPublisher(\"\(key)\").receive(subscriber:)") { object in
            if let problem {
                Diagnostics.error(problem.description)
                return nil
            }
            return (SettingsKeySubscription(downstream: subscriber, object: object, key: key), "changed::\(key)")
        }
    }
}

/// Reads the key at subscription and at each `changed::key`; two values are told apart by
/// the variants they were read from.
final class SettingsKeySubscription<Downstream: Subscriber>: CurrentValueSubscription<Downstream, Variant>
where Downstream.Failure == Never, Downstream.Input: VariantConvertible {
    private let key: String

    init(downstream: Downstream, object: UnsafeMutablePointer<GObject>, key: String) {
        self.key = key
        super.init(downstream: downstream, object: object)
    }

    override func sendCurrent() {
        // Reading a key costs thousands of instructions: only for a value that will be sent.
        guard hasDemand else { return }
        let variant = Variant(adopting: g_settings_get_value(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GSettings.self), key))
        guard let value = Settings.decode(variant, as: Downstream.Input.self) else { return }
        offer(value, token: variant)
    }
}

extension Settings {
    /// The current value of `key`, then every change, as `Value`. See ``SettingsPublisher``.
    /// (`as:` has no default: `publisher(for:)` alone is `Object`'s signal publisher.)
    ///
    /// ```swift
    /// settings.publisher(for: "filter", as: String.self)
    ///     .bind(to: label.textBinder)
    /// ```
    public func publisher<Value: VariantConvertible>(for key: String, as type: Value.Type) -> SettingsPublisher<Value> {
        SettingsPublisher(settings: self, key: key)
    }

    /// A binder that writes each value to `key`, converted as ``set(_:for:)`` converts it,
    /// only when it differs from the stored one. A value the key does not take (a missing
    /// key, a wrong type, out of range, not writable) is not written, and the
    /// ``SettingsError`` is logged. Holds the settings object weakly; applies on the main
    /// thread, hopping there from others.
    ///
    /// ```swift
    /// entry.textPublisher.bind(to: settings.binder(for: "filter"))
    /// ```
    public func binder<Value: VariantConvertible>(for key: String, as type: Value.Type = Value.self) -> Binder<Value> {
        binder { settings, value in
            do throws(SettingsError) {
                try settings.set(value, for: key)
            } catch {
                Diagnostics.error(error.description)
            }
        }
    }

    /// `variant` as a `Value`: read as it is, or converted to `Value`'s type first (an
    /// `"i"` read as a `Double`); nil when it does not fit.
    nonisolated static func decode<Value: VariantConvertible>(_ variant: Variant, as _: Value.Type) -> Value? {
        if let value = Value(variant: variant) { return value }
        guard case .converted(let converted) = variant.converted(to: Value.variantType) else { return nil }
        return Value(variant: converted)
    }
}
