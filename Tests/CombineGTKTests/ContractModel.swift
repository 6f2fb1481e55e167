@preconcurrency import OpenCombine
import PropertyBased

// The steps of the property-based contract test, their generators, and the reference model
// they are checked against. The system under test is in PublisherContractPropertyTests.swift.

/// How much a subscriber asks for.
enum Want: Hashable, CustomStringConvertible {
    case max(Int)
    case unlimited

    var demand: Subscribers.Demand {
        switch self {
        case .max(let n): .max(n)
        case .unlimited: .unlimited
        }
    }

    var description: String {
        switch self {
        case .max(let n): "\(n)"
        case .unlimited: "∞"
        }
    }
}

/// Which publisher of the `GSimpleAction` a subscriber listens to.
enum Kind: Hashable, CustomStringConvertible {
    /// `activatePublisher` (the `activate` signal).
    case signal
    /// `enabledPublisher` (the `enabled` property, `notify::enabled`).
    case property
    /// `statePublisher(as: Bool.self)` (`notify::state`, repeats told apart by value).
    case state
    /// `statePublisher(as:)` of a type that is not `Equatable` (repeats told apart by the
    /// state's variant).
    case stateByVariant

    /// The property a current-value publisher follows; nil for the signal.
    var property: Property? {
        switch self {
        case .signal: nil
        case .property: .enabled
        case .state, .stateByVariant: .state
        }
    }

    var description: String {
        switch self {
        case .signal: "activate"
        case .property: "enabled"
        case .state: "state"
        case .stateByVariant: "state by variant"
        }
    }
}

/// The action's two properties that publishers follow.
enum Property: Hashable {
    /// `enabled`: `g_simple_action_set_enabled` notifies it on a change.
    case enabled
    /// `state`, a Boolean: `g_simple_action_set_state` notifies it on a change, and
    /// activating the action while no `activate` handler is connected toggles it (GIO).
    case state
}

/// What a subscriber does from inside `receive(_:)`, each time it receives a value: the
/// re-entrancy part of the contract.
enum Reaction: Hashable, CustomStringConvertible {
    case none
    case cancelSelf
    /// Cancels subscriber `index % count`.
    case cancelOther(Int)
    /// `g_action_activate` (emits `activate` only while enabled); spends the step's budget.
    case activate
    /// Emits `activate` directly; spends the step's budget.
    case emit
    /// Sets `enabled` to its opposite; spends the step's budget.
    case toggleEnabled
    /// Sets the state to its opposite; spends the step's budget.
    case toggleState

    var description: String {
        switch self {
        case .none: "-"
        case .cancelSelf: "cancelSelf"
        case .cancelOther(let index): "cancel(#\(index))"
        case .activate: "activate"
        case .emit: "emit"
        case .toggleEnabled: "toggle"
        case .toggleState: "toggleState"
        }
    }
}

/// One step of a random sequence. Subscriber indices are taken modulo the number of
/// subscribers so far (a step naming a subscriber does nothing while there is none).
enum Step: Hashable, CustomStringConvertible {
    case subscribe(Kind, initial: Want, more: Int, reaction: Reaction)
    case request(Int, Want)
    case cancel(Int)
    /// `cancel()` called on another thread (then the main context runs what it queued).
    case cancelFromThread(Int)
    /// `g_action_activate`: GSimpleAction emits `activate` only while enabled, and toggles
    /// its Boolean state instead while no `activate` handler is connected.
    case activate
    /// `g_signal_emit_by_name(action, "activate", NULL)`, enabled or not.
    case emit
    /// A programmatic property set (`g_simple_action_set_enabled`).
    case setEnabled(Bool)
    /// A programmatic state set (`g_simple_action_set_state`).
    case setState(Bool)
    /// A value sent to a binder of `enabled` from another thread (it hops to the main context).
    case bindEnabledFromThread(Bool)
    /// `g_object_notify(action, "enabled")` with no change.
    case notifyUnchanged
    /// `g_object_notify(action, "state")` with no change.
    case notifyStateUnchanged
    /// `g_object_run_dispose` while the wrapper still holds its reference.
    case dispose
    /// Drops the last reference: the object is finalized.
    case finalize

    var description: String {
        switch self {
        case let .subscribe(kind, initial, more, reaction):
            "subscribe(\(kind), demand \(initial), more \(more), on value \(reaction))"
        case let .request(index, want): "request(#\(index), \(want))"
        case let .cancel(index): "cancel(#\(index))"
        case let .cancelFromThread(index): "cancel(#\(index)) off the main thread"
        case .activate: "activate"
        case .emit: "emit"
        case let .setEnabled(value): "enabled = \(value)"
        case let .setState(value): "state = \(value)"
        case let .bindEnabledFromThread(value): "binder(enabled).on(\(value)) off the main thread"
        case .notifyUnchanged: "notify(enabled)"
        case .notifyStateUnchanged: "notify(state)"
        case .dispose: "dispose"
        case .finalize: "finalize"
        }
    }

    /// The same step with its reaction removed, for shrinking; nil when there is none.
    var withoutReaction: Step? {
        guard case let .subscribe(kind, initial, more, reaction) = self, reaction != .none else { return nil }
        return .subscribe(kind, initial: initial, more: more, reaction: .none)
    }
}

/// The generators, built from PropertyBased's.
enum ContractGen {
    static let want = Gen<Want>.frequency(
        (1, Gen.always(Want.max(0))),
        (6, Gen.int(in: 1...3).map { Want.max($0) }),
        (2, Gen.always(Want.unlimited))
    )

    static let index = Gen.int(in: 0...7)

    static let reaction = Gen<Reaction>.frequency(
        (14, Gen.always(Reaction.none)),
        (1, Gen.always(Reaction.cancelSelf)),
        (1, index.map { Reaction.cancelOther($0) }),
        (1, Gen.always(Reaction.activate)),
        (1, Gen.always(Reaction.emit)),
        (2, Gen.always(Reaction.toggleEnabled)),
        (1, Gen.always(Reaction.toggleState))
    )

    static let kind = Gen<Kind>.frequency(
        (2, Gen.always(Kind.signal)),
        (2, Gen.always(Kind.property)),
        (1, Gen.always(Kind.state)),
        (1, Gen.always(Kind.stateByVariant))
    )

    static let subscribe = zip(kind, want, Gen.int(in: 0...1), reaction).map { parts in
        Step.subscribe(parts.0, initial: parts.1, more: parts.2, reaction: parts.3)
    }

    static let step = Gen<Step>.frequency(
        (3, subscribe),
        (3, zip(index, want).map { Step.request($0.0, $0.1) }),
        (1.5, index.map { Step.cancel($0) }),
        (0.7, index.map { Step.cancelFromThread($0) }),
        (3, Gen.always(Step.activate)),
        (1.5, Gen.always(Step.emit)),
        (3, Gen.bool.map { Step.setEnabled($0) }),
        (0.7, Gen.bool.map { Step.bindEnabledFromThread($0) }),
        (2, Gen.bool.map { Step.setState($0) }),
        (0.5, Gen.always(Step.notifyUnchanged)),
        (0.3, Gen.always(Step.notifyStateUnchanged)),
        (0.1, Gen.always(Step.dispose)),
        (0.2, Gen.always(Step.finalize))
    )

    /// A sequence of 1…50 steps.
    static let sequence = step.array(of: 1...50)
}

/// How many nested actions (activate, emit, toggle) reactions may start during one step.
let nestedActionBudget = 3

/// The contract, as a simple simulation of one `GSimpleAction` with a Boolean state and its
/// subscribers.
///
/// Per subscriber: its demand, the values delivered, the completions, and whether it is
/// active, finished or cancelled; property and state subscribers also remember the last
/// value sent.
/// - A signal emission visits the subscribers in the order they subscribed (GLib calls
///   handlers in connection order) and delivers to each that is active with demand > 0.
/// - A property notify visits them the same way and delivers the current value to each
///   that is active, has demand and was last sent a different value (or none). `notify` is
///   a G_SIGNAL_NO_RECURSE signal: a notify from inside a running one of the same detail
///   (`enabled`, `state`) restarts that one after the current handler returns instead of
///   nesting (GLib's rule, not ours); one of the other detail nests.
/// - Demand: a request adds (zero is ignored); each delivery takes one (unlimited stays
///   unlimited); what `receive` returns is added after the reaction ran. A property
///   subscriber whose demand arrives (a request, or demand returned from `receive`) is sent
///   the current value if it differs from the last one sent.
/// - Cancel makes an active subscriber inactive; nothing more arrives, not even later in an
///   emission that is under way.
/// - Dispose or finalize: each active subscriber is finished exactly once. Subscribing
///   afterwards finishes at once, with no value.
struct ContractModel {
    enum Life { case alive, disposed, finalized }
    enum Status { case active, finished, cancelled }

    struct Subscriber {
        let kind: Kind
        let more: Int
        let reaction: Reaction
        var demand = 0
        var unlimited = false
        var status: Status
        var values: [String] = []
        var completions = 0
        var lastSent: Bool?

        var hasDemand: Bool { unlimited || demand > 0 }

        mutating func add(_ want: Want) {
            switch want {
            case .unlimited: unlimited = true
            case .max(let n): demand += n
            }
        }
    }

    private(set) var life = Life.alive
    private(set) var enabled = true
    private(set) var state = false
    private(set) var subscribers: [Subscriber] = []
    /// Every delivery in order, as "index:value" (`•` for a signal, `T`/`F` for the property).
    private(set) var trace: [String] = []
    private var budget = 0
    private var notifying: Set<Property> = []
    private var restartNotify: Set<Property> = []

    /// Handlers that must still be connected: one per active subscriber.
    var connectedHandlers: Int { subscribers.filter { $0.status == .active }.count }

    func hasConnectedHandler(_ kind: Kind) -> Bool {
        subscribers.contains { $0.kind == kind && $0.status == .active }
    }

    mutating func perform(_ step: Step) {
        budget = nestedActionBudget
        switch step {
        case let .subscribe(kind, initial, more, reaction):
            subscribe(kind, initial: initial, more: more, reaction: reaction)
        case let .request(index, want):
            guard !subscribers.isEmpty else { return }
            request(index % subscribers.count, want)
        case let .cancel(index), let .cancelFromThread(index):
            guard !subscribers.isEmpty else { return }
            cancel(index % subscribers.count)
        case .activate:
            if life != .finalized { activate() }
        case .emit:
            if life != .finalized { emitSignal() }
        case let .setEnabled(value):
            if life != .finalized { setEnabled(value) }
        case let .setState(value):
            if life != .finalized { setState(value) }
        case let .bindEnabledFromThread(value):
            // A binder holds a weak reference, which dispose clears: then it sets nothing.
            if life == .alive { setEnabled(value) }
        case .notifyUnchanged:
            if life != .finalized { notify(.enabled) }
        case .notifyStateUnchanged:
            if life != .finalized { notify(.state) }
        case .dispose:
            if life == .alive { end(as: .disposed) }
        case .finalize:
            if life != .finalized { end(as: .finalized) }
        }
    }

    private mutating func subscribe(_ kind: Kind, initial: Want, more: Int, reaction: Reaction) {
        let alive = life == .alive
        subscribers.append(Subscriber(kind: kind, more: more, reaction: reaction,
                                      status: alive ? .active : .finished, completions: alive ? 0 : 1))
        guard alive else { return }
        request(subscribers.count - 1, initial)
    }

    private mutating func request(_ index: Int, _ want: Want) {
        guard subscribers[index].status == .active, want != .max(0) else { return }
        subscribers[index].add(want)
        if subscribers[index].kind.property != nil { deliverCurrentValue(index) }
    }

    private mutating func cancel(_ index: Int) {
        if subscribers[index].status == .active { subscribers[index].status = .cancelled }
    }

    private mutating func end(as newLife: Life) {
        for index in subscribers.indices where subscribers[index].status == .active {
            subscribers[index].status = .finished
            subscribers[index].completions += 1
        }
        life = newLife
    }

    private mutating func emitSignal() {
        guard life == .alive else { return }
        for index in subscribers.indices where subscribers[index].kind == .signal {
            if subscribers[index].status == .active, subscribers[index].hasDemand {
                deliver(index, "•")
            }
        }
    }

    /// `g_action_activate`, no parameter: a disposed action still toggles its state, with
    /// nobody to notify.
    private mutating func activate() {
        guard enabled else { return }
        if hasConnectedHandler(.signal) {
            emitSignal()
        } else {
            setState(!state)
        }
    }

    private mutating func setEnabled(_ value: Bool) {
        guard value != enabled else { return } // GSimpleAction notifies only on a change
        enabled = value
        notify(.enabled)
    }

    private mutating func setState(_ value: Bool) {
        guard value != state else { return } // so does its state
        state = value
        notify(.state)
    }

    private mutating func notify(_ property: Property) {
        guard life == .alive else { return }
        // `notify` is G_SIGNAL_NO_RECURSE: a notify of the same detail from inside one (at
        // any depth) is not emitted; it restarts the running emission once the current
        // handler returns.
        guard !notifying.contains(property) else {
            restartNotify.insert(property)
            return
        }
        notifying.insert(property)
        defer { notifying.remove(property) }
        repeat {
            restartNotify.remove(property)
            for index in subscribers.indices where subscribers[index].kind.property == property {
                deliverCurrentValue(index)
                if restartNotify.contains(property) { break }
            }
        } while restartNotify.contains(property)
    }

    private mutating func deliverCurrentValue(_ index: Int) {
        let value = subscribers[index].kind.property == .state ? state : enabled
        guard subscribers[index].status == .active, subscribers[index].hasDemand,
              subscribers[index].lastSent != value else { return }
        subscribers[index].lastSent = value
        deliver(index, value ? "T" : "F")
    }

    private mutating func deliver(_ index: Int, _ value: String) {
        if !subscribers[index].unlimited { subscribers[index].demand -= 1 }
        subscribers[index].values.append(value)
        trace.append("\(index):\(value)")
        react(index)
        let more = subscribers[index].more
        guard subscribers[index].status == .active, more > 0 else { return }
        subscribers[index].demand += more
        // Demand returned from `receive` is demand arriving: the latest value, if it differs.
        if subscribers[index].kind.property != nil { deliverCurrentValue(index) }
    }

    private mutating func react(_ index: Int) {
        switch subscribers[index].reaction {
        case .none:
            break
        case .cancelSelf:
            cancel(index)
        case .cancelOther(let other):
            cancel(other % subscribers.count)
        case .activate:
            if spend() { activate() }
        case .emit:
            if spend() { emitSignal() }
        case .toggleEnabled:
            if spend() { setEnabled(!enabled) }
        case .toggleState:
            if spend() { setState(!state) }
        }
    }

    private mutating func spend() -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        return true
    }
}
