@preconcurrency import OpenCombine
import CGtk

/// The state of any action as a Swift value: a `SimpleAction`, the action a `Settings` key
/// makes, one looked up in an `ActionMap`.
extension Action {
    /// The state as `Value`: `sort.state(as: String.self)`; nil for a stateless action or a
    /// state of another type.
    public func state<Value: VariantConvertible>(as type: Value.Type = Value.self) -> Value? {
        state.flatMap { Value(variant: $0) }
    }

    /// `notify::state`, as `Value`: `sort.statePublisher(as: String.self)`.
    ///
    /// - Current state on subscription, then every change (a menu item, an accelerator,
    ///   `changeState(_:)`, `setState(_:)`); never the same value twice in a row, compared
    ///   by value (a state `Value` cannot read is skipped: A, unreadable, A sends A once);
    ///   finishes when the action is finalized; never fails; main thread (see
    ///   `ActionStatePublisher`).
    /// - A state `Value` cannot read (`Int` for a string state), or none (a stateless
    ///   action), is never sent: this logs an error naming the action and the types when it
    ///   is called.
    @inlinable
    public func statePublisher<Value: VariantConvertible>(as type: Value.Type = Value.self) -> ActionStatePublisher<Value> {
        // Made here, in the caller's module, so compiled for its `Value`.
        ActionStatePublisher(action: self, decode: ActionStatePublisher.decoding())
    }

    /// `statePublisher(as:)` for an `Equatable` state value (strings, numbers, enumerations),
    /// which tells repeats apart by the values rather than by their variants.
    @inlinable
    public func statePublisher<Value: VariantConvertible & Equatable>(as type: Value.Type = Value.self) -> ActionStatePublisher<Value> {
        ActionStatePublisher(action: self, decode: ActionStatePublisher.decoding())
    }

    /// Asks for the state to become `value` (`g_action_change_state`), as a menu's radio
    /// item does: a typed `SimpleAction` takes it, one with `change-state` handlers of its
    /// own leaves it to them.
    ///
    /// `value` is converted to the state's type first, as a settings key's value is (an
    /// `Int` to the `"i"` state of an integer key's action, range-checked); a value that
    /// cannot be one logs an error naming the action and the types, and asks for nothing.
    public func changeState<Value: VariantConvertible>(_ value: Value) {
        if let variant = stateVariant(value) { changeState(variant) }
    }

    /// `value` as a variant of the state's type, or nil after logging why it cannot be one.
    func stateVariant<Value: VariantConvertible>(_ value: Value) -> Variant? {
        let variant = value.variant
        guard let stateType else {
            Diagnostics.error("action \"\(name)\" has no state; \(Value.self) cannot be its state")
            return nil
        }
        switch variant.converted(to: stateType) {
        case .converted(let converted):
            return converted
        case .doesNotFit:
            Diagnostics.error("action \"\(name)\" has a state of type \(stateType); \(variant) does not fit it")
        case .incompatible:
            Diagnostics.error("action \"\(name)\" has a state of type \(stateType); \(variant.type) (\(Value.self)) cannot be its state")
        }
        return nil
    }
}
