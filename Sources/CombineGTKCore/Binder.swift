/// The write-only end of a binding: a sink for values that sets something on a target.
///
/// - Holds its target weakly: a binding never keeps a widget alive; once the target is
///   gone, values are ignored.
/// - Applies each value through its `BindingContext`: CombineGTK's widget binders use
///   `MainContextScheduler.shared`, which applies at once on the main thread and hops to the
///   GLib main context from any other thread.
/// - Cannot fail: only publishers whose `Failure` is `Never` can `bind(to:)` a binder.
public struct Binder<Value> {
    private let apply: (Value) -> Void

    /// A binder that calls `binding(target, value)` for each value, in `context`.
    public init<Target: AnyObject>(
        _ target: Target,
        context: some BindingContext = ImmediateBindingContext(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.init(context: context) { [weak target] value in
            guard let target else { return }
            binding(target, value)
        }
    }

    /// A binder that hands each value to `apply`, in `context`. For targets that are not
    /// Swift objects (CombineGTK's binders hold a `GWeakRef` on the widget instead).
    public init(context: some BindingContext = ImmediateBindingContext(), apply: @escaping (Value) -> Void) {
        self.apply = { value in
            // Already in the context (the usual case: a binding fed on the main thread), apply
            // at once, without wrapping the value in a closure for `perform`: that closure is
            // a heap allocation for every value.
            if context.isCurrent {
                apply(value)
            } else {
                context.perform { apply(value) }
            }
        }
    }

    /// A binder whose `apply` finds its own context: for CombineGTK's widget binders, which
    /// check the thread themselves, one closure call fewer per value than through a
    /// `BindingContext`.
    package init(applyingInItsOwnContext apply: @escaping (Value) -> Void) {
        self.apply = apply
    }

    /// Applies `value` to the target.
    public func on(_ value: Value) {
        apply(value)
    }
}

/// Where a `Binder` applies its values.
public protocol BindingContext: Sendable {
    /// Runs `body` in this context, at once when already in it.
    func perform(_ body: @escaping () -> Void)

    /// Whether the caller is in this context now, so a value can be applied at once without
    /// `perform`. False unless a context says otherwise (then `perform` decides).
    var isCurrent: Bool { get }
}

extension BindingContext {
    public var isCurrent: Bool { false }
}

/// Applies values on the calling thread, at once.
public struct ImmediateBindingContext: BindingContext {
    /// The context of a binder whose values apply where they are sent.
    public init() {}
    public func perform(_ body: @escaping () -> Void) { body() }
    public var isCurrent: Bool { true }
}
