import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

private enum Sort: String, VariantConvertible { case name, date }

/// A state value that is not `Equatable`: its publisher tells repeats apart by the variants.
private struct Title: VariantConvertible {
    static var variantType: VariantType { .string }
    let text: String

    init(_ text: String) { self.text = text }

    /// Reads titles only: a string starting with "#" is no title.
    init?(variant: Variant) {
        guard let text = String(variant: variant), !text.hasPrefix("#") else { return nil }
        self.text = text
    }

    var variant: Variant { Variant(text) }
}

/// `statePublisher(as:)` against the publisher contract, each rule on its own; the random
/// sequences of `PublisherContractPropertyTests` run it too (`Kind.state`).
final class ActionStatePublisherTests: MainActorTestCase {
    func testMaxOneDemandGetsOneStateAndTheLatestWhenDemandReturns() {
        onMain {
            let sort = SimpleAction(name: "sort", parameterType: .string, state: Variant("name"))
            let states = TestSubscriber<String, Never>(demand: .max(1))
            sort.statePublisher(as: String.self).subscribe(states)
            XCTAssertEqual(states.values, ["name"])
            sort.setState(Variant("date"))
            sort.setState(Variant("size"))
            XCTAssertEqual(states.values, ["name"], "no demand: nothing sent, nothing queued")
            states.request(.max(1))
            XCTAssertEqual(states.values, ["name", "size"], "the latest state, once demand returns")
            states.request(.max(1))
            XCTAssertEqual(states.values, ["name", "size"], "the same state is not sent again")
            sort.setState(Variant("name"))
            XCTAssertEqual(states.values, ["name", "size", "name"])
            states.cancel()
        }
    }

    func testFinishesOnceWhenTheActionIsFinalizedAndDoesNotKeepIt() {
        onMain {
            var sort: SimpleAction? = SimpleAction(name: "sort", state: "name")
            let finalization = Finalization(sort!)
            let states = TestSubscriber<String, Never>()
            sort!.statePublisher(as: String.self).subscribe(states)
            let handlers = SignalHandler.heldByGLib.load(ordering: .relaxed)
            sort = nil
            XCTAssertTrue(finalization.isFinalized, "the subscription does not keep the action")
            XCTAssertEqual(states.values, ["name"])
            XCTAssertEqual(states.completions.count, 1)
            XCTAssertTrue(states.isFinished)
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), handlers - 1, "the handler's box is released")
            states.cancel()
            XCTAssertEqual(states.completions.count, 1, "cancel after finishing does nothing")
        }
    }

    func testAPublisherOfAFinalizedActionFinishesAtOnce() {
        onMain {
            var sort: SimpleAction? = SimpleAction(name: "sort", state: "name")
            let publisher = sort!.statePublisher(as: String.self)
            sort = nil
            let states = TestSubscriber<String, Never>(subscribingTo: publisher)
            XCTAssertEqual(states.values, [])
            XCTAssertTrue(states.isFinished)
        }
    }

    func testCancelInsideReceiveStopsDeliveryAtOnce() {
        onMain {
            let sort = SimpleAction(name: "sort", state: "name")
            let states = TestSubscriber<String, Never>()
            var other: [String] = []
            states.onValue = { [unowned states] value in
                if value == "date" { states.cancel() }
                return .none
            }
            sort.statePublisher(as: String.self).subscribe(states)
            let watching = sort.statePublisher(as: String.self).sink { value in
                other.append(value)
                // A change from inside a running notify::state restarts that emission.
                if value == "date" { sort.setState("size") }
            }
            sort.setState("date")
            sort.setState("name")
            XCTAssertEqual(states.values, ["name", "date"], "nothing after the cancel inside receive")
            XCTAssertEqual(states.completions.count, 0)
            XCTAssertEqual(other, ["name", "date", "size", "name"])
            watching.cancel()
        }
    }

    func testARepeatIsToldApartByValueSoAnUnreadableStateInBetweenSendsNothing() {
        onMain {
            // A Variant-state action takes any string; `Sort` reads "name" and "date" only.
            let sort = SimpleAction(name: "sort", parameterType: .string, state: Variant("name"))
            var states: [Sort] = []
            let subscription = sort.statePublisher(as: Sort.self).sink { states.append($0) }
            sort.setState(Variant("size"))
            sort.setState(Variant("name"))
            XCTAssertEqual(states, [.name], "A, unreadable, A: A once (the last state sent is still A)")
            sort.setState(Variant("date"))
            XCTAssertEqual(states, [.name, .date])
            subscription.cancel()
        }
    }

    func testAStateThatIsNotEquatableIsToldApartByItsVariant() {
        onMain {
            let title = SimpleAction(name: "title", parameterType: .string, state: Variant("Notes"))
            var titles: [String] = []
            let subscription = title.statePublisher(as: Title.self).sink { titles.append($0.text) }
            title.setState(Variant("Todo"))
            g_object_notify(title.objectPointer, "state")  // no change: no repeat
            title.setState(Variant("#draft"))               // unreadable: skipped
            title.setState(Variant("Todo"))                 // the last sent: no repeat
            title.setState(Variant("Notes"))
            XCTAssertEqual(titles, ["Notes", "Todo", "Notes"])
            subscription.cancel()

            let once = TestSubscriber<Title, Never>(demand: .max(1))
            title.statePublisher(as: Title.self).subscribe(once)
            title.setState(Variant("Done"))
            once.request(.max(1))
            XCTAssertEqual(once.values.map(\.text), ["Notes", "Done"], "demand and the latest value, as by value")
            once.cancel()
        }
    }

    /// GIO's own settings action (`g_settings_create_action`: a private `GSettingsAction`,
    /// no `GSimpleAction`), wrapped as the `Action` it implements: its state is the key, read
    /// with `g_action_get_state`, announced with `notify::state` when the key changes.
    func testTheStateOfAnActionThatIsNoSimpleAction() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let pointer = try XCTUnwrap(g_settings_create_action(settings.cPointer(), "filter"))
            let action = try XCTUnwrap(Object.wrap(full: pointer) as? any Action)
            XCTAssertEqual((action as Object).typeName, "GSettingsAction")
            XCTAssertFalse(action is SimpleAction)
            let finalization = Finalization(action.objectPointer)
            let states = TestSubscriber<String, Never>(subscribingTo: action.statePublisher(as: String.self))
            try settings.set("Done", for: "filter")
            drainMainContext()
            try settings.set("Done", for: "filter")
            drainMainContext()
            try settings.set("Open", for: "filter")
            drainMainContext()
            XCTAssertEqual(states.values, ["All", "Done", "Open"])
            XCTAssertEqual(states.completions.count, 0)
            _ = consume action
            XCTAssertTrue(finalization.isFinalized, "the subscription does not keep the action")
            XCTAssertTrue(states.isFinished)
        }
    }

    /// Demand requested on another thread is sent from the main context, later; by then the
    /// action is gone. The hop must not read its state then: `object` is a freed pointer.
    /// Run in a child where freed memory is overwritten (glibc's `MALLOC_PERTURB_`, with GLib
    /// allocating instances with `malloc`) and GLib's criticals are fatal, so a read crashes.
    func testDemandFromAnotherThreadAfterTheActionIsGoneReadsNothing() throws {
        guard let result = try runInChildProcess(environment: ["G_SLICE": "always-malloc", "MALLOC_PERTURB_": "165"], {
            g_log_set_always_fatal(GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue))
            onMain {
                for _ in 0..<20 {
                    var sort: SimpleAction? = SimpleAction(name: "sort", state: "name")
                    let states = TestSubscriber<String, Never>(demand: .none)
                    sort!.statePublisher(as: String.self).subscribe(states)
                    let subscription = UncheckedSendable(states.subscription!)
                    onAnotherThread { subscription.value.request(.max(1)) }
                    sort = nil
                    XCTAssertEqual(states.completions.count, 1)
                    drainMainContext()
                    XCTAssertEqual(states.values, [])
                    XCTAssertEqual(states.completions.count, 1)
                }
            }
        }) else { return }
        XCTAssertEqual(result.status, 0, result.transcript)
        XCTAssertFalse(result.crashed, result.transcript)
        XCTAssertFalse(result.standardError.contains("CRITICAL"), result.transcript)
    }
}
