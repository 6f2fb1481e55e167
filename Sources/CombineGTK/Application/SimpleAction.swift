@preconcurrency import OpenCombine
import CGtk

/// A `GSimpleAction`: a named action an application, a window or a menu can trigger.
/// Needs no display.
///
/// ```swift
/// let filter = SimpleAction(name: "filter", parameterType: .string, state: Variant("All"))
/// filter.changeStatePublisher.sink { filter.setState($0 ?? Variant("All")) }
/// filter.changeState(Variant("Done"))
/// filter.state                       // Variant("Done")
/// ```
///
/// Written by hand, and declared so in `Generator.json` (`handWrittenTypes`): an `Action`,
/// whose generated members (`name`, `state`, `parameterType`, `activate(_:)`,
/// `changeState(_:)`, `enabledPublisher`, `statePublisher` …) it has, so what Gio's
/// generated API takes (`ActionMap.addAction(_:)`, `SimpleActionGroup`) takes it. It adds
/// what only `GSimpleAction` does: its constructors, setting `enabled` and the state, and
/// its own signals.
public final class SimpleAction: Object, Action {
    /// An action named `name` whose activation takes a parameter of `parameterType`, or none
    /// (GIO's `g_simple_action_new`).
    public convenience init(name: String, parameterType: VariantType? = nil) {
        self.init(adopting: gObject(withCPointer(parameterType) { g_simple_action_new(name, $0) }))
    }

    /// A stateful action, whose state starts as `state` and keeps its type
    /// (`g_simple_action_new_stateful`). GIO takes a reference of its own to `state`.
    public convenience init(name: String, parameterType: VariantType? = nil, state: Variant) {
        self.init(adopting: gObject(withCPointer(parameterType) { type in
            withCPointer(state) { g_simple_action_new_stateful(name, type, $0) }
        }))
    }

    /// A boolean stateful action (a toggle, a check item in a menu): no parameter; each
    /// activation flips the state, also while `activatePublisher` has subscribers, and
    /// every requested state is taken (see the typed initializer, `init(name:state:)`).
    public convenience init(name: String, state: Bool) {
        self.init(name: name, state: Variant(state))
        takesRequestedStates()
    }

    /// `g_simple_action_get_type()`.
    override nonisolated public class var wrappedType: GType { g_simple_action_get_type() }

    /// Whether the action can be activated: `Action.isEnabled`, settable here because a
    /// simple action's `enabled` is (`g_simple_action_set_enabled`). Listed in
    /// `Generator.json`'s `handWrittenMembers`.
    public var isEnabled: Bool {
        get { g_action_get_enabled(cPointer()) != 0 }
        set { g_simple_action_set_enabled(cPointer(), newValue ? 1 : 0) }
    }

    /// Sets the state of a stateful action to `value`, of its state type, with no
    /// `change-state` emission (what a `changeStatePublisher` subscriber calls to accept a
    /// requested change).
    public func setState(_ value: Variant) {
        withCPointer(value) { g_simple_action_set_state(cPointer(), $0) }
    }

    /// Sets the hint of the state's range (a GVariant array or range of allowed values);
    /// nil clears it.
    public func setStateHint(_ hint: Variant?) {
        withCPointer(hint) { g_simple_action_set_state_hint(cPointer(), $0) }
    }

    /// Activates the action with no parameter, as a menu item or accelerator would:
    /// `activate(nil)`.
    public func activate() {
        activate(nil)
    }

    /// The boolean state of a stateful action; nil for a stateless one.
    @available(*, deprecated, message: "use state(as: Bool.self)")
    public var boolState: Bool? {
        state.flatMap { Bool(variant: $0) }
    }

    /// `"activate"`: one value per activation.
    ///
    /// - No initial value; finishes when the action is finalized; never fails; main thread.
    public var activatePublisher: SignalPublisher<Void> {
        signalPublisher("activate")
    }

    /// `"activate"`, with the parameter of each activation (nil for an action that takes
    /// none), as a `Variant`.
    ///
    /// One signal, three publishers: ``activatePublisher`` says that an activation
    /// happened, this one what it carried, and `activatePublisher(as:)` carries it as a
    /// Swift value (`activatePublisher(as: String.self)`).
    ///
    /// - No initial value; finishes when the action is finalized; never fails; main thread.
    public var activateParameterPublisher: SignalPublisher<Variant?> {
        signalPublisher("activate") { $0.value(0, as: Variant?.self) }
    }

    /// `"change-state"`: the state each `changeState(_:)` (or a menu) asks for.
    ///
    /// For an action made with a `Variant` state, GIO leaves the state as it is while any
    /// handler is connected: a subscriber that accepts the value calls `setState(_:)`. An
    /// action made with a Swift state (`SimpleAction(name: "sort", state: "name")`, or a
    /// `Bool`) takes every requested state itself, before subscribers hear of it.
    ///
    /// - No initial value; finishes when the action is finalized; never fails; main thread.
    public var changeStatePublisher: SignalPublisher<Variant?> {
        signalPublisher("change-state") { $0.value(0, as: Variant?.self) }
    }
}
