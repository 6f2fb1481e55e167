@preconcurrency import OpenCombine
import CGtk

/// A publisher of an action's state, as `Value`: `sort.statePublisher(as: String.self)`.
///
/// - Sends the current state on subscription (as soon as there is demand), then the state
///   after each change (`notify::state`: a menu item, an accelerator, `changeState(_:)`,
///   `setState(_:)`), and never the same state twice in a row.
/// - "The same" is by value: an `Equatable` `Value` (strings, numbers, enumerations) is
///   compared with `==` to the last value sent, any other by the state's variant
///   (`g_variant_equal`). A state `Value` cannot read is skipped and does not count, so the
///   states A, then one `Value` cannot read, then A again send A once.
/// - Demand is honoured. While demand is zero, changes are not queued: when demand returns,
///   the latest state is sent if it differs from the last one sent.
/// - A state `Value` cannot read (`Int` for a string state), or none (a stateless action),
///   is never sent: `Action.statePublisher(as:)` logs an error naming the action and the
///   types when it makes the publisher.
/// - Finishes once when the action is finalized; finishes at once when it is already gone.
///   Never fails.
/// - Holds neither the action nor its wrapper: only a weak reference to it.
/// - `cancel()` disconnects the handler, is idempotent, and stops delivery at once.
/// - Subscribe on the main thread; values arrive on the main thread.
///
/// What it costs, against a C handler of `notify::state` (`g_action_get_state`, then the
/// value): the generic path it replaces (the `state` property read into a `GValue`, then
/// `compactMap`) cost three times that handler. The state is read as `Value` by a closure
/// made where `statePublisher(as:)` is called, so compiled for the concrete `Value` (generic
/// code looks up the metadata of `Value?` on every change), and an `Equatable` value (what
/// states are: strings, numbers, enumerations) tells repeats apart itself, where comparing
/// and keeping the last `GVariant` cost as much again as reading it.
public struct ActionStatePublisher<Value: VariantConvertible>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    /// Reads `variant` into the uninitialized `value`; false (leaving it so) when it cannot.
    @usableFromInline
    typealias Decode = (_ variant: Variant, _ value: UnsafeMutablePointer<Value>) -> Bool

    /// `Decode` for `Value`, made outside the main actor (a closure made in main-actor code
    /// checks its executor on every call).
    @inlinable
    static func decoding() -> Decode {
        { variant, value in
            guard let read = Value(variant: variant) else { return false }
            value.initialize(to: read)
            return true
        }
    }

    private let source: WeakObjectReference
    private let subscribing: any ActionStateSubscribing<Value>

    /// The publisher of `action`'s state; logs an error when its state cannot be a `Value`.
    @MainActor
    private init(action: some Action, subscribing: any ActionStateSubscribing<Value>) {
        if let stateType = action.stateType, !Value.accepts(stateType) {
            Diagnostics.error("action \"\(action.name)\" has a state of type \(stateType), which \(Value.self) does not read")
        } else if action.stateType == nil {
            Diagnostics.error("action \"\(action.name)\" has no state: its statePublisher(as: \(Value.self).self) sends nothing")
        }
        source = WeakObjectReference(action.objectPointer)
        self.subscribing = subscribing
    }

    /// Repeats told apart by their variants (`g_variant_equal`).
    @MainActor
    @usableFromInline
    init(action: some Action, decode: @escaping Decode) {
        self.init(action: action, subscribing: ByVariant(decode: decode))
    }

    /// Repeats told apart by their values.
    @MainActor
    @usableFromInline
    init(action: some Action, decode: @escaping Decode) where Value: Equatable {
        self.init(action: action, subscribing: ByValue(decode: decode))
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        subscribing.subscribe(subscriber, to: source)
    }
}

/// How an `ActionStatePublisher` subscribes: which token tells repeats apart.
protocol ActionStateSubscribing<Value> {
    associatedtype Value: VariantConvertible
    func subscribe<S: Subscriber>(_ subscriber: S, to source: WeakObjectReference) where S.Input == Value, S.Failure == Never
}

private struct ByVariant<Value: VariantConvertible>: ActionStateSubscribing {
    let decode: ActionStatePublisher<Value>.Decode

    func subscribe<S: Subscriber>(_ subscriber: S, to source: WeakObjectReference) where S.Input == Value, S.Failure == Never {
        ActionStateSubscription.subscribe(subscriber, to: source, decode: decode) { variant, _ in variant }
    }
}

private struct ByValue<Value: VariantConvertible & Equatable>: ActionStateSubscribing {
    let decode: ActionStatePublisher<Value>.Decode

    func subscribe<S: Subscriber>(_ subscriber: S, to source: WeakObjectReference) where S.Input == Value, S.Failure == Never {
        ActionStateSubscription.subscribe(subscriber, to: source, decode: decode) { _, value in value }
    }
}

/// Reads the state at subscription and at each `notify::state`; two states are told apart by
/// their tokens (the variant, or the value).
final class ActionStateSubscription<Downstream: Subscriber, Token: Equatable>: CurrentValueSubscription<Downstream, Token>
where Downstream.Failure == Never, Downstream.Input: VariantConvertible {
    private let decode: ActionStatePublisher<Downstream.Input>.Decode
    private let token: (Variant, Downstream.Input) -> Token
    /// Where `decode` reads each state, allocated once (uninitialized between reads).
    private let valueCell: UnsafeMutablePointer<Downstream.Input> = .allocate(capacity: 1)

    init(
        downstream: Downstream, object: UnsafeMutablePointer<GObject>,
        decode: @escaping ActionStatePublisher<Downstream.Input>.Decode,
        token: @escaping (Variant, Downstream.Input) -> Token
    ) {
        self.decode = decode
        self.token = token
        super.init(downstream: downstream, object: object)
    }

    deinit { valueCell.deallocate() }

    /// Subscribes `subscriber` to the state of the action `source` refers to, telling two
    /// states apart by `token`.
    static func subscribe(
        _ subscriber: Downstream, to source: WeakObjectReference,
        decode: @escaping ActionStatePublisher<Downstream.Input>.Decode,
        token: @escaping (Variant, Downstream.Input) -> Token
    ) {
        subscribe(subscriber, to: source, call: "ActionStatePublisher.receive(subscriber:)") { object in
            (ActionStateSubscription(downstream: subscriber, object: object, decode: decode, token: token), "notify::state")
        }
    }

    /// Reads the state without asking `hasDemand` first: with demand, the usual case (`sink`,
    /// `assign` and `bind` ask for unlimited), that saves a lock per change, and `offer`
    /// checks the demand anyway. (Reading a settings key or a property costs far more, so
    /// those subscriptions ask first.)
    override func sendCurrent() {
        // GAction is an interface: its functions take the object as an opaque pointer.
        guard let state = g_action_get_state(OpaquePointer(object)) else { return }
        let variant = Variant(adopting: state)
        guard decode(variant, valueCell) else { return }
        let value = valueCell.move()
        offer(value, token: token(variant, value))
    }
}
