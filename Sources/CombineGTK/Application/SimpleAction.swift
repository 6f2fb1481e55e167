@preconcurrency import OpenCombine
import CGtk

/// A `GSimpleAction`: a named action an application, a window or a menu can trigger.
/// Needs no display.
///
/// Written by hand (its constructors and state take GVariants, which the generator does not
/// map yet); an `Action`, so what Gio's generated API takes (`ActionMap.addAction(_:)`,
/// `SimpleActionGroup`) takes it.
public final class SimpleAction: Object, Action {
    /// A stateless action with no parameter.
    public convenience init(name: String) {
        self.init(adopting: gObject(g_simple_action_new(name, nil)))
    }

    /// A boolean stateful action (a toggle in a menu).
    public convenience init(name: String, state: Bool) {
        self.init(adopting: gObject(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(state ? 1 : 0))))
    }

    /// `g_simple_action_get_type()`.
    override nonisolated public class var gType: GType { g_simple_action_get_type() }

    var actionPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The action's name.
    public var name: String { String(cString: g_action_get_name(actionPointer)) }

    /// Whether the action can be activated.
    public var isEnabled: Bool {
        get { g_action_get_enabled(actionPointer) != 0 }
        set { g_simple_action_set_enabled(actionPointer, newValue ? 1 : 0) }
    }

    /// Activates the action with no parameter, as a menu item or accelerator would.
    public func activate() {
        g_action_activate(actionPointer, nil)
    }

    /// The boolean state of a stateful action; nil for a stateless one.
    public var boolState: Bool? {
        guard let state = g_action_get_state(actionPointer) else { return nil }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// `"activate"`: one value per activation.
    /// - No initial value; finishes when the action is finalized; never fails; main thread.
    public var activatePublisher: SignalPublisher<Void> {
        signalPublisher("activate")
    }

    /// `notify::enabled`: the current value, then every change; no duplicates.
    /// - Finishes when the action is finalized; never fails; main thread.
    public var enabledPublisher: PropertyPublisher<Bool> {
        propertyPublisher(SimpleAction.enabledProperty)
    }

    /// The `enabled` property of `GSimpleAction`, as `Bool` (`PropertyPublisherTests` proves
    /// GIO has it).
    public nonisolated static var enabledProperty: PropertyKey<Bool> { PropertyKey("GSimpleAction", "enabled") }
}
