import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `GVariant` and `GVariantType` through the generated Gio API, with no display: a stateful
/// action's state, an action group's signals, a menu item's attributes, and the references a
/// variant handed to GIO keeps.
final class VariantMappingTests: MainActorTestCase {
    /// The issue's "Names outside checks compile against", as written there.
    func testTheIssuesVariantAndMenuNamesCompileAndMeanWhatItSays() {
        onMain {
            let v = Variant("All")
            XCTAssertEqual(v.typeString, "s")
            XCTAssertEqual(String(variant: v), "All")
            XCTAssertNil(String(variant: Variant(true)))
            XCTAssertEqual(Int(variant: Variant(Int32(7))), 7)
            let menu = Menu()
            menu.append("Remove Done Tasks", detailedAction: "win.remove-done-tasks")
            XCTAssertEqual(menu.nItems(), 1)
            XCTAssertEqual(menu.itemAttributeValue(itemIndex: 0, attribute: "action", expectedType: .string), Variant("win.remove-done-tasks"))
        }
    }

    func testAStatefulActionsStateRoundTripsThroughTheGeneratedActionAPI() {
        onMain {
            let action = SimpleAction(name: "filter", parameterType: .string, state: Variant("All"))
            XCTAssertEqual(action.state, Variant("All"))
            XCTAssertEqual(action.stateType, .string)
            XCTAssertEqual(action.parameterType, .string)
            XCTAssertNil(action.stateHint())
            var states: [Variant?] = []
            let subscription = action.statePublisher.sink { states.append($0) }
            action.changeState(Variant("Done"))      // no change-state handler: GIO sets it
            XCTAssertEqual(action.state, Variant("Done"))
            action.setState(Variant("Open"))
            XCTAssertEqual(states, [Variant("All"), Variant("Done"), Variant("Open")])
            action.setStateHint(Variant(["All", "Done", "Open"]))
            XCTAssertEqual(action.stateHint(), Variant(["All", "Done", "Open"]))
            subscription.cancel()

            let stateless = SimpleAction(name: "quit")
            XCTAssertNil(stateless.state)
            XCTAssertNil(stateless.stateType)
            XCTAssertNil(stateless.parameterType)
        }
    }

    func testAGVariantTypePropertyReadsThroughGValue() {
        onMain {
            let action = SimpleAction(name: "filter", parameterType: .string, state: Variant(Int32(1)))
            XCTAssertEqual(action.value(of: "parameter-type", as: VariantType?.self), .some(.string))
            XCTAssertEqual(action.value(of: "state-type", as: VariantType.self), .int32)
            XCTAssertNil(action.value(of: "state", as: VariantType.self), "a GVariant is no GVariantType")
            var types: [VariantType?] = []
            let subscription = action.parameterTypePublisher.sink { types.append($0) }
            XCTAssertEqual(types, [.string])
            subscription.cancel()
            XCTAssertEqual(SimpleAction(name: "quit").value(of: "parameter-type", as: VariantType?.self), .some(nil))
        }
    }

    func testChangeStateAndActivateDeliverTheirVariants() {
        onMain {
            let action = SimpleAction(name: "filter", parameterType: .string, state: Variant("All"))
            var requested: [Variant?] = []
            var parameters: [Variant?] = []
            let requests = action.changeStatePublisher.sink { requested.append($0) }
            let activations = action.activateParameterPublisher.sink { parameters.append($0) }
            action.changeState(Variant("Done"))
            XCTAssertEqual(requested, [Variant("Done")])
            XCTAssertEqual(action.state, Variant("All"), "a change-state handler decides; this one did not accept")
            action.activate(Variant("Open"))
            XCTAssertEqual(parameters, [Variant("Open")])
            requests.cancel()
            activations.cancel()
        }
    }

    func testAnActionGroupReportsStateChangesAsVariants() {
        onMain {
            let group = SimpleActionGroup()
            let toggle = SimpleAction(name: "toggle", state: false)
            group.addAction(toggle)
            var changes: [ActionGroupActionStateChangedArguments] = []
            let subscription = group.actionStateChangedPublisher.sink { changes.append($0) }
            group.changeActionState(actionName: "toggle", value: Variant(true))
            XCTAssertEqual(changes.map(\.actionName), ["toggle"])
            XCTAssertEqual(changes.map(\.value), [Variant(true)] as [Variant?])
            XCTAssertEqual(group.actionState("toggle"), Variant(true))
            XCTAssertEqual(group.actionStateType("toggle"), .boolean)
            XCTAssertNil(group.actionParameterType("toggle"))
            subscription.cancel()
        }
    }

    func testAMenuItemsAttributeValuesRoundTrip() {
        onMain {
            let item = MenuItem(label: "Filter", detailedAction: "win.filter")
            item.setAttributeValue(attribute: "target", value: Variant("Done"))
            item.setAttributeValue(attribute: "count", value: Variant(Int32(3)))
            XCTAssertEqual(item.attributeValue(attribute: "target", expectedType: nil), Variant("Done"))
            XCTAssertEqual(item.attributeValue(attribute: "count", expectedType: .int32), Variant(Int32(3)))
            XCTAssertNil(item.attributeValue(attribute: "count", expectedType: .string), "GIO returns NULL for another type")
            item.setAttributeValue(attribute: "count", value: nil)
            XCTAssertNil(item.attributeValue(attribute: "count", expectedType: nil))
            let menu = Menu()
            menu.appendItem(item)
            XCTAssertEqual(menu.itemAttributeValue(itemIndex: 0, attribute: "target", expectedType: .string), Variant("Done"))
        }
    }

    /// GIO sinks what it is given (`g_variant_ref_sink`); a `Variant` hands it a full
    /// reference, never a floating one, so GIO's sink takes a reference of its own and the
    /// variant's stays valid once GIO lets go of its copy.
    func testAVariantHandedToGIOIsNotConsumedByIt() {
        onMain {
            let state = Variant(adopting: g_variant_new_string("kept"))
            XCTAssertEqual(g_variant_is_floating(state.variantPointer), 0, "adopting sinks a floating reference")
            do {
                let action = SimpleAction(name: "a", state: state)
                let item = MenuItem(label: "A", detailedAction: nil)
                item.setAttributeValue(attribute: "target", value: state)
                action.changeState(state)
                XCTAssertEqual(action.state, state)
            }
            XCTAssertEqual(String(variant: state), "kept")
            XCTAssertEqual(state.typeString, "s")
        }
    }
}
