import CGtk
import CombineGTK
import OpenCombine

// A stateful action's state changed (a radio group's `String` state), delivered to the
// sink of `statePublisher(as: String.self)`, against a raw `notify::state` handler that
// reads the state (`g_action_get_state`, `g_variant_get_string`) and skips repeats. Both
// sides change the state with `g_simple_action_set_state`, with variants made beforehand.

private let sortOrders = (0..<64).map { "column \($0)" }

/// The states, made once (sunk, so `g_simple_action_set_state` takes a reference of its own).
private let stateVariants = sortOrders.map { g_variant_ref_sink(g_variant_new_string($0))! }

private final class StateReceived {
    var count = 0
    var last: String?
}

private func actionRun(subscribe: (SimpleAction, StateReceived) -> AnyCancellable?) -> ScenarioRun {
    let action = MainActor.assumeIsolated { SimpleAction(name: "sort", state: sortOrders[sortOrders.count - 1]) }
    let pointer = OpaquePointer(action.objectPointer)
    let received = StateReceived()
    let subscription = subscribe(action, received)
    received.count = 0  // the publisher sends the current state on subscription
    return ScenarioRun(run: { iterations in
        for index in iterations { g_simple_action_set_state(pointer, stateVariants[index % stateVariants.count]) }
    }, check: { count in
        defer { received.count = 0 }
        return withExtendedLifetime((action, subscription)) {
            let expected = sortOrders[(count - 1) % sortOrders.count]
            if received.count != count { return "expected \(count) deliveries, got \(received.count)" }
            return received.last == expected ? nil : "the last state delivered is \(String(describing: received.last)), expected \(expected)"
        }
    })
}

let actions: [Scenario] = [
    Scenario(name: "Action state change: raw notify::state handler + g_action_get_state") {
        actionRun { action, received in
            let pointer = OpaquePointer(action.objectPointer)
            var last: String?
            _ = RawSignal.connectNotify(action.objectPointer, "notify::state") {
                let state = g_action_get_state(pointer)!
                defer { g_variant_unref(state) }
                let value = String(cString: g_variant_get_string(state, nil))
                if value != last {
                    last = value
                    received.count += 1
                    received.last = value
                }
            }
            return nil
        }
    },
    // The same handler with the state held as a Swift value (a class owning the reference),
    // as any Swift code that hands the state on as a value must.
    Scenario(name: "Action state change: raw notify::state handler, the state held by a Swift class") {
        actionRun { action, received in
            let pointer = OpaquePointer(action.objectPointer)
            var last: String?
            _ = RawSignal.connectNotify(action.objectPointer, "notify::state") {
                let state = OwnedVariant.adopting(g_action_get_state(pointer)!)
                let value = String(cString: g_variant_get_string(state.pointer, nil))
                if value != last {
                    last = value
                    received.count += 1
                    received.last = value
                }
            }
            return nil
        }
    },
    Scenario(name: "Action state change: CombineGTK statePublisher(as: String.self) + sink") {
        actionRun { action, received in
            MainActor.assumeIsolated {
                action.statePublisher(as: String.self).sink { value in
                    received.count += 1
                    received.last = value
                }
            }
        }
    },
]
