@preconcurrency import OpenCombine
import CGtk

extension Settings {
    /// Binds `key` to the property `property` of `object` both ways, GLib's way
    /// (`g_settings_bind`): the property takes the key's value now and whenever the key
    /// changes, and the key takes the property's whenever that changes. `flags` narrow it:
    /// `.get` or `.set` alone for one way, `.getNoChanges` to read the key only once,
    /// `.noSensitivity` to leave the widget's `sensitive` alone (by default it follows the
    /// key's writability), `.invertBoolean` for a Boolean key and property of opposite
    /// meaning.
    ///
    /// ```swift
    /// let binding = settings.bind("font-size", to: spinButton, property: "value")
    /// ```
    ///
    /// - GLib converts between the property's type and the key's (integers of any width,
    ///   strings, enumerations as nicks, flags as string arrays); it reports a pair it
    ///   cannot convert as a critical warning and binds nothing.
    /// - The binding holds the settings object (GLib's) and the object weakly, and ends when
    ///   the object is finalized. Cancelling the returned value (or dropping it) unbinds the
    ///   property (`g_settings_unbind`, which removes any settings binding on it).
    /// - A key the schema lacks or a property `object` lacks binds nothing and logs an error
    ///   naming them (GLib would abort on the key).
    public func bind(_ key: String, to object: Object, property: String, flags: SettingsBindFlags = .default) -> AnyCancellable {
        guard checkBindable(key, on: object, property: property) else { return AnyCancellable {} }
        bind(key: key, object: object, property: property, flags: flags)
        let reference = WeakObjectReference(object.objectPointer)
        let unbind = UncheckedSendable({
            guard let object = reference.strongObject() else { return }
            g_settings_unbind(object, property)
            g_object_unref(object)
        })
        return AnyCancellable {
            if MainThread.isCurrent { unbind.value() } else { MainContext.invoke { unbind.value() } }
        }
    }

    /// Binds `key` to the property `property` of `object` both ways, GLib's way: see
    /// `bind(_:to:property:flags:)`. The typed form: `SpinButton.valueProperty`.
    public func bind<Value>(_ key: String, to object: Object, property: PropertyKey<Value>, flags: SettingsBindFlags = .default) -> AnyCancellable {
        bind(key, to: object, property: property.name, flags: flags)
    }

    /// Binds `key` both ways to an `@Published` property of a view model, named once:
    /// `settings.bind("filter", to: &model.$filter)`.
    ///
    /// - The property takes the key's value at once (the stored preference wins), then each
    ///   change of the key, from anywhere; a value the model publishes is written to the key.
    /// - No loops: the key is written only when the value differs from the stored one, and a
    ///   change of the key that the binding made itself is not sent back to the model.
    /// - The change is written through the publisher, as Combine's `assign(to:)` writes: the
    ///   property's `didSet` does not run.
    /// - Holds the settings object, not the model; a model value the key does not take is
    ///   not written, and the ``SettingsError`` is logged.
    public func bind<Value: VariantConvertible & Equatable>(_ key: String, to published: inout Published<Value>.Publisher) -> AnyCancellable {
        published.bindBothWays { source, set in bind(key, to: source, set: set) }
    }

    /// Binds `key` both ways to a value a view model owns: `publisher` (the model's value,
    /// then its changes) writes the key, and each change of the key is passed to `set`
    /// once, starting with its current value. See `bind(_:to:)` for how loops are avoided.
    public func bind<Value: VariantConvertible, Source: Publisher>(
        _ key: String,
        to publisher: Source,
        set: @escaping (Value) -> Void
    ) -> AnyCancellable where Source.Output == Value, Source.Failure == Never {
        SettingsKeyBinding.connect(self, key: key, source: publisher, set: set)
    }

    /// Whether `key` and `property` exist, logging what is missing.
    private func checkBindable(_ key: String, on object: Object, property: String) -> Bool {
        do throws(SettingsError) {
            _ = try schemaKey(key)
        } catch {
            Diagnostics.error(error.description)
            return false
        }
        guard g_object_class_find_property(cgtk_object_get_class(object.objectPointer), property) != nil else {
            Diagnostics.error("\(object.typeName) has no property \"\(property)\" to bind to the key \"\(key)\" of the GSettings schema \"\(schemaName)\".")
            return false
        }
        return true
    }
}

/// A key bound to a model's publisher and setter, without loops: the variant last seen on
/// either side is remembered, and neither side is told what it just said.
private final class SettingsKeyBinding {
    private var lastSeen: Variant?
    private var subscriptions: [AnyCancellable] = []

    @MainActor
    static func connect<Value: VariantConvertible, Source: Publisher>(
        _ settings: Settings,
        key: String,
        source: Source,
        set: @escaping (Value) -> Void
    ) -> AnyCancellable where Source.Output == Value, Source.Failure == Never {
        let binding = SettingsKeyBinding()
        // Both sides run on the main thread (the key's publisher delivers there, the model's
        // values hop there), whose executor is the main actor's.
        // The key first: the stored preference drives the model from the start.
        let fromKey = settings.publisher(for: key, as: Value.self).sink { [weak binding] value in
            MainActor.assumeIsolated {
                let variant = settings.value(key)
                guard let binding, variant != binding.lastSeen else { return }
                binding.lastSeen = variant
                set(value)
            }
        }
        let toKey = source.sink { [weak binding] value in
            nonisolated(unsafe) let value = value
            MainContext.invoke {
                MainActor.assumeIsolated {
                    guard let binding else { return }
                    do throws(SettingsError) {
                        // Seen before it is written: the `changed` it causes is no news.
                        let variant = try settings.variant(value, for: key)
                        binding.lastSeen = variant
                        try settings.write(variant, to: key)
                    } catch {
                        Diagnostics.error(error.description)
                    }
                }
            }
        }
        binding.subscriptions = [fromKey, toKey]
        return AnyCancellable {
            binding.subscriptions.forEach { $0.cancel() }
            binding.subscriptions = []
        }
    }
}
