@preconcurrency import OpenCombine
import CGtk

extension Settings {
    /// A stateful action named `key` whose state is the key's value: a `SimpleAction` that
    /// does what GLib's settings action (`g_settings_create_action`) does, so it can be
    /// added to an application or a window and driven by menus and accelerators.
    ///
    /// ```swift
    /// let filter: SimpleAction = settings.createAction("filter")
    /// window.addAction(filter)       // "win.filter", a radio group in a menu
    /// ```
    ///
    /// - Its state is the key's value, of the key's type, and follows every change of the
    ///   key, whoever makes it. Its parameter type is the key's type; a Boolean key's action
    ///   takes no parameter and toggles the key when activated.
    /// - Activating it with a value, or asking for a state (`changeState(_:)`), writes the
    ///   key when the schema allows the value (its range, choices or enumeration nicks);
    ///   a value it does not allow is ignored, as GLib's is. The state then changes through
    ///   the key; nothing loops.
    /// - It is enabled while the key is writable. Its state hint is the key's range
    ///   (`SettingsSchemaKey.range()`).
    /// - GLib's own action is a private `GSettingsAction`, no `GSimpleAction`; this one is,
    ///   so it has `SimpleAction`'s publishers too.
    /// - The action holds the settings object; the settings object holds nothing of the
    ///   action: both go when the action does.
    /// - A key the schema lacks gives a disabled, stateless action of that name and logs an
    ///   error naming the key and the schema (GLib would abort).
    public func createAction(_ key: String) -> SimpleAction {
        let schemaKey: SettingsSchemaKey
        do throws(SettingsError) {
            schemaKey = try self.schemaKey(key)
        } catch {
            Diagnostics.error(error.description)
            let action = SimpleAction(name: key)
            action.isEnabled = false
            return action
        }
        let type = schemaKey.valueType()
        let isBoolean = type == .boolean
        let action = SimpleAction(name: key, parameterType: isBoolean ? nil : type, state: value(key))
        action.setStateHint(schemaKey.range())
        action.isEnabled = isWritable(key)
        SettingsActionLink.attach(to: action, settings: self, key: key, schemaKey: schemaKey, isBoolean: isBoolean)
        return action
    }
}

/// What ties a settings action to its key, attached to the action (qdata), so it lives
/// exactly as long as the action: the settings object, and the subscriptions both ways.
private final class SettingsActionLink {
    private static let key = ObjectDataKey<SettingsActionLink>("combinegtk-settings-action")

    let settings: Settings
    var subscriptions: [AnyCancellable] = []

    private init(settings: Settings) {
        self.settings = settings
    }

    @MainActor
    static func attach(to action: SimpleAction, settings: Settings, key: String, schemaKey: SettingsSchemaKey, isBoolean: Bool) {
        let link = SettingsActionLink(settings: settings)
        // The action's handlers hold the settings (as the link does) and the action weakly;
        // the settings' handlers hold both weakly: no cycle through either object.
        // The action's GObject, not its wrapper: a window keeps the action when the app
        // drops its wrapper.
        let reference = WeakObjectReference(action.objectPointer)
        let withAction = { @MainActor (body: (SimpleAction) -> Void) in
            guard let object = reference.strongObject() else { return }
            body(SimpleAction.wrapping(object))
            g_object_unref(object)
        }
        let activate = action.activateParameterPublisher.sink { parameter in
            MainActor.assumeIsolated {
                withAction { action in
                    if isBoolean {
                        // GLib's: a Boolean key toggles, and takes no parameter.
                        guard parameter == nil, let state = action.state.flatMap({ Bool(variant: $0) }) else { return }
                        action.changeState(Variant(!state))
                    } else if let parameter {
                        action.changeState(parameter)
                    }
                }
            }
        }
        let changeState = action.changeStatePublisher.sink { requested in
            MainActor.assumeIsolated {
                guard let requested, requested.isOfType(schemaKey.valueType()), schemaKey.rangeCheck(requested) else { return }
                do throws(SettingsError) {
                    try settings.write(requested, to: key)
                } catch {
                    Diagnostics.error(error.description)
                }
            }
        }
        let changed = settings.signalPublisher("changed::\(key)").sink { [weak settings] in
            MainActor.assumeIsolated {
                guard let settings else { return }
                withAction { $0.setState(settings.value(key)) }
            }
        }
        let writable = settings.signalPublisher("writable-changed::\(key)").sink { [weak settings] in
            MainActor.assumeIsolated {
                guard let settings else { return }
                withAction { $0.isEnabled = settings.isWritable(key) }
            }
        }
        link.subscriptions = [activate, changeState, changed, writable]
        Self.key.attach(link, to: action.objectPointer)
    }
}
