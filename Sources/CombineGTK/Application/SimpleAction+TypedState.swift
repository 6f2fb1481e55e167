@preconcurrency import OpenCombine
import CGtk

/// Stateful actions of Swift types: a radio group in a menu (`String`, `Int`, an
/// enumeration), whose parameter type is its state's type.
///
/// ```swift
/// enum Sort: String, VariantConvertible { case name, date }
/// let sort = SimpleAction(name: "sort", state: Sort.name)
/// sort.statePublisher(as: Sort.self).sink { model.sort = $0 }
/// ```
///
/// GIO's `GSimpleAction` does the expected thing, setting the state a menu item asks for,
/// only while nobody handles its signals: one `activatePublisher` subscriber, and a radio
/// item stops changing the state. The actions made here handle both signals themselves,
/// before any subscriber: an activation with a parameter asks for that state (a toggle's
/// flips it), and every requested state (`change-state`) is taken. So subscribing never
/// changes what the action does. An action that must refuse some states is made with
/// `init(name:parameterType:state:)` (a `Variant` state) and decides in `changeStatePublisher`.
extension SimpleAction {
    /// A stateful action starting at `state`, whose activation takes a parameter of the
    /// same type: what a radio item (`MenuItem("By _Name", action: "win.sort", target:
    /// "name")`) or an accelerator (`"win.sort('name')"`) activates it with, becoming the
    /// state. `SimpleAction(name: "sort", state: "name")` is a `String`-state radio action.
    ///
    /// A `Bool` makes a toggle instead (`init(name:state:)` of a `Bool`): no parameter, each
    /// activation flips it.
    public convenience init<Value: VariantConvertible>(name: String, state: Value) {
        self.init(name: name, parameterType: Value.variantType, state: state.variant)
        takesRequestedStates()
    }

    /// Sets the state to `value` with no `change-state` emission, as ``setState(_:)`` does,
    /// converted to the state's type first (an `Int` to an `"i"` state, range-checked); logs
    /// an error and leaves the state when `value` cannot be one (GIO would only warn).
    public func setState<Value: VariantConvertible>(_ value: Value) {
        if let variant = stateVariant(value) { setState(variant) }
    }

    /// Sets the state to each value (the typed `setState(_:)`): a view model's current sort
    /// order shown as the checked radio item.
    ///
    /// - Sets the state only when it differs (GIO compares); holds the action weakly;
    ///   applies on the main thread (see `binder(_:)`).
    public func stateBinder<Value: VariantConvertible>(as type: Value.Type = Value.self) -> Binder<Value> {
        binder { action, value in action.setState(value) }
    }

    /// `"activate"`, with each activation's parameter as `Value`: `activatePublisher(as:
    /// String.self)` for an action made with a string parameter type.
    ///
    /// - No initial value; a parameter `Value` cannot read is skipped; finishes when the
    ///   action is finalized; never fails; main thread.
    /// - The untyped twin, for any parameter or none, is ``activateParameterPublisher``;
    ///   ``activatePublisher`` says only that an activation happened. All three are one
    ///   signal.
    public func activatePublisher<Value: VariantConvertible>(as type: Value.Type = Value.self)
        -> Publishers.CompactMap<SignalPublisher<Variant?>, Value> {
        activateParameterPublisher.compactMap { $0.flatMap { Value(variant: $0) } }
    }

    /// Connects GIO's own defaults as handlers, so they stay when subscribers come. Plain C
    /// functions with no data: nothing to release, and they go with the action.
    func takesRequestedStates() {
        g_signal_connect_data(objectPointer, "activate", unsafeBitCast(activateDefault, to: GCallback.self), nil, nil, G_CONNECT_DEFAULT)
        g_signal_connect_data(objectPointer, "change-state", unsafeBitCast(changeStateDefault, to: GCallback.self), nil, nil, G_CONNECT_DEFAULT)
    }
}

/// What `g_simple_action_activate` does for a stateful action nobody handles: a toggle with
/// no parameter flips, a parameter of the state's type is requested as the state.
private let activateDefault: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { action, parameter, _ in
    guard let action = action.map(OpaquePointer.init), let state = g_action_get_state(action) else { return }
    defer { g_variant_unref(state) }
    if let parameter {
        if g_variant_is_of_type(parameter, g_variant_get_type(state)) != 0 { g_action_change_state(action, parameter) }
    } else if g_variant_classify(state) == G_VARIANT_CLASS_BOOLEAN {
        g_action_change_state(action, g_variant_new_boolean(g_variant_get_boolean(state) == 0 ? 1 : 0))
    }
}

/// What `g_simple_action_change_state` does when nobody handles `change-state`: take it
/// (GIO has checked its type).
private let changeStateDefault: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { action, value, _ in
    guard let action, let value else { return }
    g_simple_action_set_state(OpaquePointer(action), value)
}
