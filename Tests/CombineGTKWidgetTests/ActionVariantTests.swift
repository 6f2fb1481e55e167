import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineGTK

/// GTK's `GVariant` members, generated, as users write them (no `import CGtk`): an
/// actionable button's target, and a widget activating a window action with a parameter.
final class ActionVariantTests: XCTestCase {
    func testAnActionableButtonsTargetIsAVariant() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let button = Button(label: "Done")
            var targets: [Variant?] = []
            let subscription = button.actionTargetPublisher.sink { targets.append($0) }
            button.actionName = "win.filter"
            button.actionTarget = Variant("Done")
            XCTAssertEqual(button.actionTargetValue(), Variant("Done"))
            button.setActionTargetValue(Variant(Int32(2)))
            XCTAssertEqual(button.actionTarget, Variant(Int32(2)))
            XCTAssertEqual(targets, [nil, Variant("Done"), Variant(Int32(2))])
            subscription.cancel()
        }
    }

    func testAWidgetActivatesAnActionWithAVariantParameter() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let box = Box(orientation: .vertical)
            let group = SimpleActionGroup()
            let filter = SimpleAction(name: "filter", parameterType: .string, state: Variant("All"))
            var parameters: [Variant?] = []
            let activations = filter.activateParameterPublisher.sink { parameters.append($0) }
            group.addAction(filter)
            box.insertActionGroup(name: "win", group: group)
            XCTAssertTrue(box.activateAction(name: "win.filter", args: Variant("Done")))
            XCTAssertFalse(box.activateAction(name: "win.missing", args: nil), "no such action")
            XCTAssertEqual(parameters, [Variant("Done")])
            activations.cancel()
        }
    }
}
