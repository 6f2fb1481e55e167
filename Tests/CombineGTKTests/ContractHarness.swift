import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The system under test: one `GSimpleAction` with a Boolean state (held only by `action`),
/// its `activatePublisher`, `enabledPublisher` and `statePublisher(as:)` (of `Bool`, and of
/// `StateFlag`, which is not `Equatable`), and the subscribers of a sequence.
@MainActor
final class Harness {
    private var action: SimpleAction?
    private let pointer: UnsafeMutablePointer<GObject>
    private let signal: SignalPublisher<Void>
    private let property: PropertyPublisher<Bool>
    private let state: ActionStatePublisher<Bool>
    private let stateByVariant: ActionStatePublisher<StateFlag>
    private let enabledBinder: Binder<Bool>
    /// Set by the destroy notify of qdata, which GLib runs at finalize (a `GWeakRef` is
    /// already cleared at dispose).
    private let finalization: FinalizeFlag
    private let boxesAtStart: Int
    private let activateSignal: guint
    private let notifySignal: guint
    private let enabledQuark: GQuark
    private let stateQuark: GQuark
    private var probes: [any AnyProbe] = []
    fileprivate var trace: [String] = []
    private var budget = 0

    init() {
        boxesAtStart = SignalHandler.heldByGLib.load(ordering: .relaxed)
        // A `Variant` state: GIO's own rules (activation toggles it while no `activate`
        // handler is connected), none of a Swift-state action's.
        let action = SimpleAction(name: "stress", state: Variant(false))
        pointer = action.objectPointer
        signal = action.activatePublisher
        property = action.enabledPublisher
        state = action.statePublisher(as: Bool.self)
        stateByVariant = action.statePublisher(as: StateFlag.self)
        enabledBinder = action.propertyBinder(SimpleAction.enabledProperty)
        let finalization = FinalizeFlag()
        self.finalization = finalization
        g_object_set_qdata_full(pointer, g_quark_from_string("contract-pbt-finalized"),
                                Unmanaged.passRetained(finalization).toOpaque()) { data in
            let flag = Unmanaged<FinalizeFlag>.fromOpaque(data!).takeRetainedValue()
            flag.isSet = true
        }
        var id: guint = 0
        var detail: GQuark = 0
        g_signal_parse_name("activate", cgtk_object_type(pointer), &id, &detail, 0)
        activateSignal = id
        g_signal_parse_name("notify::enabled", cgtk_object_type(pointer), &id, &detail, 1)
        notifySignal = id
        enabledQuark = detail
        g_signal_parse_name("notify::state", cgtk_object_type(pointer), &id, &detail, 1)
        stateQuark = detail
        self.action = action
    }

    private var actionPointer: OpaquePointer { OpaquePointer(pointer) }

    func perform(_ step: Step) {
        budget = nestedActionBudget
        switch step {
        case let .subscribe(kind, initial, more, reaction):
            let index = probes.count
            switch kind {
            case .signal:
                let probe = Probe<Void>(index: index, initial: initial.demand, more: more, reaction: reaction,
                                        harness: self, render: { _ in "•" })
                probes.append(probe)
                signal.subscribe(probe)
            case .property:
                let probe = Probe<Bool>(index: index, initial: initial.demand, more: more, reaction: reaction,
                                        harness: self, render: { $0 ? "T" : "F" })
                probes.append(probe)
                property.subscribe(probe)
            case .state:
                let probe = Probe<Bool>(index: index, initial: initial.demand, more: more, reaction: reaction,
                                        harness: self, render: { $0 ? "T" : "F" })
                probes.append(probe)
                state.subscribe(probe)
            case .stateByVariant:
                let probe = Probe<StateFlag>(index: index, initial: initial.demand, more: more, reaction: reaction,
                                        harness: self, render: { $0.isSet ? "T" : "F" })
                probes.append(probe)
                stateByVariant.subscribe(probe)
            }
        case let .request(index, want):
            guard !probes.isEmpty else { return }
            probes[index % probes.count].request(want.demand)
        case let .cancel(index):
            guard !probes.isEmpty else { return }
            probes[index % probes.count].cancel()
        case let .cancelFromThread(index):
            guard !probes.isEmpty, let subscription = probes[index % probes.count].subscription else { return }
            let unchecked = UncheckedSendable(subscription)
            onAnotherThread { unchecked.value.cancel() }
            drainMainContext()
        case let .setEnabled(value):
            if action != nil { g_simple_action_set_enabled(actionPointer, value ? 1 : 0) }
        case let .setState(value):
            if action != nil { g_simple_action_set_state(actionPointer, g_variant_new_boolean(value ? 1 : 0)) }
        case let .bindEnabledFromThread(value):
            let binder = UncheckedSendable(enabledBinder)
            onAnotherThread { binder.value.on(value) }
            drainMainContext()
        case .activate:
            if action != nil { g_action_activate(actionPointer, nil) }
        case .emit:
            if action != nil { cgtk_signal_emit_by_name_pointer(pointer, "activate", nil) }
        case .notifyUnchanged:
            if action != nil { g_object_notify(pointer, "enabled") }
        case .notifyStateUnchanged:
            if action != nil { g_object_notify(pointer, "state") }
        case .dispose:
            if action != nil { g_object_run_dispose(pointer) }
        case .finalize:
            action = nil
        }
    }

    fileprivate func react(_ reaction: Reaction, of probe: any AnyProbe) {
        switch reaction {
        case .none:
            break
        case .cancelSelf:
            probe.cancel()
        case .cancelOther(let other):
            probes[other % probes.count].cancel()
        case .activate:
            if spend(), action != nil { g_action_activate(actionPointer, nil) }
        case .emit:
            if spend(), action != nil { cgtk_signal_emit_by_name_pointer(pointer, "activate", nil) }
        case .toggleEnabled:
            if spend(), action != nil {
                g_simple_action_set_enabled(actionPointer, g_action_get_enabled(actionPointer) == 0 ? 1 : 0)
            }
        case .toggleState:
            if spend(), action != nil {
                g_simple_action_set_state(actionPointer, g_variant_new_boolean(currentState ? 0 : 1))
            }
        }
    }

    private var currentState: Bool {
        let variant = g_action_get_state(actionPointer)!
        defer { g_variant_unref(variant) }
        return g_variant_get_boolean(variant) != 0
    }

    private func spend() -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        return true
    }

    /// The first way this differs from `model`, or nil.
    func difference(from model: ContractModel) -> String? {
        guard probes.count == model.subscribers.count else {
            return "\(probes.count) subscribers, the model has \(model.subscribers.count)"
        }
        for (index, (probe, expected)) in zip(probes, model.subscribers).enumerated() {
            if probe.received != expected.values {
                return "subscriber #\(index) received \(probe.received), the model says \(expected.values)"
            }
            if probe.completions != expected.completions {
                return "subscriber #\(index) finished \(probe.completions) times, the model says \(expected.completions)"
            }
        }
        if trace != model.trace {
            return "deliveries in the order \(trace), the model says \(model.trace)"
        }
        let boxes = SignalHandler.heldByGLib.load(ordering: .relaxed) - boxesAtStart
        if boxes != model.connectedHandlers {
            return "\(boxes) closure boxes alive, the model has \(model.connectedHandlers) connected handlers"
        }
        if finalization.isSet != (model.life == .finalized) {
            return finalization.isSet ? "the object was finalized while the wrapper still held it"
                : "the object is still alive after its last reference went (something holds it)"
        }
        guard action != nil else { return nil }
        let activatePending = g_signal_has_handler_pending(pointer, activateSignal, 0, 0) != 0
        if activatePending != model.hasConnectedHandler(.signal) {
            return "g_signal_has_handler_pending(activate) is \(activatePending), the model says \(!activatePending)"
        }
        let notifyPending = g_signal_has_handler_pending(pointer, notifySignal, enabledQuark, 0) != 0
        if notifyPending != model.hasConnectedHandler(.property) {
            return "g_signal_has_handler_pending(notify::enabled) is \(notifyPending), the model says \(!notifyPending)"
        }
        let statePending = g_signal_has_handler_pending(pointer, notifySignal, stateQuark, 0) != 0
        if statePending != (model.hasConnectedHandler(.state) || model.hasConnectedHandler(.stateByVariant)) {
            return "g_signal_has_handler_pending(notify::state) is \(statePending), the model says \(!statePending)"
        }
        if currentState != model.state {
            return "the state is \(currentState), the model says \(model.state)"
        }
        let enabled = g_action_get_enabled(actionPointer) != 0
        if enabled != model.enabled {
            return "enabled is \(enabled), the model says \(model.enabled)"
        }
        return nil
    }

    /// After the final finalize: what should be gone but is not.
    func leftovers() -> String? {
        let boxes = SignalHandler.heldByGLib.load(ordering: .relaxed) - boxesAtStart
        if boxes != 0 { return "\(boxes) closure boxes still alive" }
        if !finalization.isSet { return "the object was not finalized" }
        return nil
    }
}

final class FinalizeFlag {
    var isSet = false
}

/// A Boolean state as a type that is not `Equatable`.
struct StateFlag: VariantConvertible, Sendable {
    static var variantType: VariantType { .boolean }
    let isSet: Bool

    init?(variant: Variant) {
        guard let isSet = Bool(variant: variant) else { return nil }
        self.isSet = isSet
    }

    var variant: Variant { Variant(isSet) }
}

@MainActor
protocol AnyProbe: AnyObject {
    var received: [String] { get }
    var completions: Int { get }
    var subscription: (any Subscription)? { get }
    func request(_ demand: Subscribers.Demand)
    func cancel()
}

/// A subscriber that records what it receives (into its own list and the harness's ordered
/// trace), returns `more` from each `receive`, and runs its reaction from inside `receive`.
@MainActor
final class Probe<Input: Sendable>: @preconcurrency Subscriber, AnyProbe {
    typealias Failure = Never

    private let index: Int
    private let initial: Subscribers.Demand
    private let more: Subscribers.Demand
    private let reaction: Reaction
    private weak var harness: Harness?
    private let render: (Input) -> String
    private(set) var subscription: (any Subscription)?
    private(set) var received: [String] = []
    private(set) var completions = 0

    init(index: Int, initial: Subscribers.Demand, more: Int, reaction: Reaction, harness: Harness,
         render: @escaping (Input) -> String) {
        self.index = index
        self.initial = initial
        self.more = .max(more)
        self.reaction = reaction
        self.harness = harness
        self.render = render
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let value = render(input)
        received.append(value)
        harness?.trace.append("\(index):\(value)")
        harness?.react(reaction, of: self)
        return more
    }

    func receive(completion: Subscribers.Completion<Never>) {
        completions += 1
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}
