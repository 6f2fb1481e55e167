import XCTest
@preconcurrency import OpenCombine
@testable import CombineGTK

private enum Sort: String, VariantConvertible { case name, date }

/// Stateful actions of Swift types, with no display: their parameter type, the state
/// publisher and binder, and GIO's radio and toggle behaviour kept while subscribers listen.
final class TypedActionTests: MainActorTestCase {
    func testAStringStateActionIsARadioActionOfItsStatesType() {
        onMain {
            let sort = SimpleAction(name: "sort", state: "name")
            XCTAssertEqual(sort.stateType, .string)
            XCTAssertEqual(sort.parameterType, .string, "a radio item's target is the state's type")
            XCTAssertEqual(sort.state(as: String.self), "name")
            XCTAssertNil(sort.state(as: Int.self))

            let page = SimpleAction(name: "page", state: 3)
            XCTAssertEqual(page.stateType, .int64)
            XCTAssertEqual(page.parameterType, .int64)
            XCTAssertEqual(page.state(as: Int.self), 3)

            let order = SimpleAction(name: "order", state: Sort.date)
            XCTAssertEqual(order.parameterType, .string)
            XCTAssertEqual(order.state(as: Sort.self), .date)

            let toggle = SimpleAction(name: "wrap", state: true)
            XCTAssertNil(toggle.parameterType, "a Bool is a toggle: no parameter")
        }
    }

    func testTheStatePublisherSendsTheCurrentStateThenEachChangeOnce() {
        onMain {
            let sort = SimpleAction(name: "sort", state: Sort.name)
            var states: [Sort] = []
            let subscription = sort.statePublisher(as: Sort.self).sink { states.append($0) }
            sort.activate(Variant("date"))       // a radio item or accelerator
            sort.activate(Variant("date"))       // the same again: no duplicate
            sort.changeState(Sort.name)
            sort.setState(Sort.date)
            XCTAssertEqual(states, [.name, .date, .name, .date])
            subscription.cancel()
            sort.setState(Sort.name)
            XCTAssertEqual(states.count, 4, "nothing after cancel")
        }
    }

    func testActivationChangesTheStateWhileActivateAndChangeStateAreSubscribed() {
        onMain {
            // GIO alone would leave the state as it is once either signal has a handler.
            let sort = SimpleAction(name: "sort", state: "name")
            var activations: [String] = []
            var requests: [Variant?] = []
            var times = 0
            let typed = sort.activatePublisher(as: String.self).sink { activations.append($0) }
            let requested = sort.changeStatePublisher.sink { requests.append($0) }
            let plain = sort.activatePublisher.sink { times += 1 }
            sort.activate(Variant("date"))
            XCTAssertEqual(sort.state(as: String.self), "date")
            XCTAssertEqual(activations, ["date"])
            XCTAssertEqual(requests, [Variant("date")])
            XCTAssertEqual(times, 1)
            [typed, requested, plain].forEach { $0.cancel() }

            let toggle = SimpleAction(name: "wrap", state: false)
            var toggles = 0
            let toggled = toggle.activatePublisher.sink { toggles += 1 }
            toggle.activate()
            XCTAssertEqual(toggle.state(as: Bool.self), true, "a toggle flips, subscribed or not")
            toggle.activate()
            XCTAssertEqual(toggle.state(as: Bool.self), false)
            XCTAssertEqual(toggles, 2)
            toggled.cancel()
        }
    }

    func testAVariantStateActionKeepsGIOsRuleThatAHandlerDecides() {
        onMain {
            let filter = SimpleAction(name: "filter", parameterType: .string, state: Variant("All"))
            let requests = filter.changeStatePublisher.sink { _ in }
            filter.activate(Variant("Done"))
            XCTAssertEqual(filter.state, Variant("All"), "no handler accepted it")
            requests.cancel()
        }
    }

    func testTheStateBinderSetsTheStateAndRefusesAnotherType() {
        onMain {
            let sort = SimpleAction(name: "sort", state: "name")
            var states: [String] = []
            let subscription = sort.statePublisher(as: String.self).sink { states.append($0) }
            let subject = PassthroughSubject<String, Never>()
            let binding = subject.bind(to: sort.stateBinder(as: String.self))
            subject.send("date")
            subject.send("date")
            XCTAssertEqual(states, ["name", "date"])
            LogCapture.start()
            sort.setState(7)
            XCTAssertEqual(sort.state(as: String.self), "date")
            XCTAssertEqual(LogCapture.messages, ["action \"sort\" has a state of type s; x (Int) cannot be its state"])
            binding.cancel()
            subscription.cancel()
        }
    }

    func testAStatePublisherOfTheWrongTypeSaysSo() {
        onMain {
            let sort = SimpleAction(name: "sort", state: "name")
            LogCapture.start()
            var states: [Int] = []
            let subscription = sort.statePublisher(as: Int.self).sink { states.append($0) }
            XCTAssertEqual(states, [])
            XCTAssertEqual(LogCapture.messages, ["action \"sort\" has a state of type s, which Int does not read"])
            subscription.cancel()

            LogCapture.start()
            let quit = SimpleAction(name: "quit")
            let none = quit.statePublisher(as: Bool.self).sink { _ in XCTFail("a stateless action has no state to send") }
            XCTAssertEqual(LogCapture.messages, ["action \"quit\" has no state: its statePublisher(as: Bool.self) sends nothing"])
            none.cancel()
        }
    }

    func testDetailedNamesParseAndPrint() throws {
        try onMain {
            let parsed = try DetailedActionName(parsing: "win.sort('name')")
            XCTAssertEqual(parsed.name, "win.sort")
            XCTAssertEqual(parsed.target, Variant("name"))
            XCTAssertEqual(parsed, DetailedActionName("win.sort", target: "name"))
            XCTAssertEqual(DetailedActionName("win.sort", target: "name").description, "win.sort::name", "GIO's short form")
            XCTAssertEqual(DetailedActionName("win.sort", target: "two words").description, "win.sort('two words')")
            XCTAssertEqual(try DetailedActionName(parsing: "win.zoom::in").target, Variant("in"))
            XCTAssertEqual(try DetailedActionName(parsing: "app.quit"), DetailedActionName("app.quit"))
            XCTAssertEqual(DetailedActionName("win.page", target: 2).description, "win.page(int64 2)")
            XCTAssertThrowsError(try DetailedActionName(parsing: "win.sort('name'")) { error in
                XCTAssertFalse("\(error)".isEmpty)
            }
        }
    }

    func testAnActionGroupOnAnyObjectActivatesByDetailedName() {
        onMain {
            let sort = SimpleAction(name: "sort", state: "name")
            let group = SimpleActionGroup()
            group.addAction(sort)
            var changes: [ActionGroupActionStateChangedArguments] = []
            let subscription = group.actionStateChangedPublisher.sink { changes.append($0) }
            let detailed = DetailedActionName("sort", target: "date")
            group.activateAction(actionName: detailed.name, parameter: detailed.target)
            XCTAssertEqual(group.actionState("sort"), Variant("date"))
            XCTAssertEqual(changes.map(\.value), [Variant("date")])
            subscription.cancel()
        }
    }
}
