import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `settings.createAction(_:)`: a `SimpleAction` that does what GLib's settings action does.
final class SettingsActionTests: MainActorTestCase {
    func testTheActionsStateIsTheKeyBothWays() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let filter: SimpleAction = settings.createAction("filter")
            XCTAssertEqual(filter.name, "filter")
            XCTAssertEqual(filter.parameterType, .string)
            XCTAssertEqual(filter.state, Variant("All"))
            XCTAssertTrue(filter.isEnabled, "the key is writable")
            var changes = 0
            let changed = settings.signalPublisher("changed::filter").sink { changes += 1 }

            filter.activate(Variant("Done"))
            drainMainContext()
            XCTAssertEqual(settings.string("filter"), "Done", "activation writes the key")
            XCTAssertEqual(filter.state, Variant("Done"), "and the state follows the key")
            XCTAssertEqual(changes, 1, "once: no loop")

            filter.changeState(Variant("Open"))
            drainMainContext()
            XCTAssertEqual(settings.string("filter"), "Open")
            XCTAssertEqual(filter.state, Variant("Open"))

            try Settings(schemaID: SettingsTestSchema.id).set("Elsewhere", for: "filter")
            drainMainContext()
            XCTAssertEqual(filter.state, Variant("Elsewhere"), "a change from anywhere updates the state")
            XCTAssertEqual(changes, 3)
            changed.cancel()
        }
    }

    func testABooleanKeyToggles() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let dark = settings.createAction("dark")
            XCTAssertNil(dark.parameterType, "a Boolean key's action takes no parameter")
            XCTAssertEqual(dark.state, Variant(false))
            dark.activate()
            drainMainContext()
            XCTAssertTrue(settings.boolean("dark"))
            XCTAssertEqual(dark.state, Variant(true))
            dark.activate()
            drainMainContext()
            XCTAssertFalse(settings.boolean("dark"))
        }
    }

    func testAValueTheSchemaDoesNotAllowIsIgnored() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let sort = settings.createAction("sort")
            XCTAssertEqual(sort.state, Variant("name"))
            sort.activate(Variant("size"))
            drainMainContext()
            XCTAssertEqual(settings.string("sort"), "name")
            XCTAssertEqual(sort.state, Variant("name"))
            sort.activate(Variant("date"))
            drainMainContext()
            XCTAssertEqual(sort.state, Variant("date"))
        }
    }

    func testAnActivateSubscriberDoesNotStopTheActionFromWriting() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let filter = settings.createAction("filter")
            var activations: [Variant?] = []
            let subscription = filter.activateParameterPublisher.sink { activations.append($0) }
            filter.activate(Variant("Done"))
            drainMainContext()
            XCTAssertEqual(activations, [Variant("Done")])
            XCTAssertEqual(settings.string("filter"), "Done")
            subscription.cancel()
        }
    }

    func testTheActionHoldsTheSettingsAndIsReleasedWithItsLink() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            assertFinalized("the settings hold nothing of the action") {
                let action = settings.createAction("filter")
                XCTAssertTrue(settings.hasSignalHandler("changed::filter"))
                return action
            }
            XCTAssertFalse(settings.hasSignalHandler("changed::filter"), "its handlers went with it")

            var action: SimpleAction? = SettingsTestSchema.action(from: try Settings(schemaID: SettingsTestSchema.id), key: "filter")
            let group = SimpleActionGroup()
            group.addAction(action!)
            action = nil
            try settings.set("Done", for: "filter")
            drainMainContext()
            XCTAssertEqual(group.actionState("filter"), Variant("Done"), "alive in its group, wrapper dropped, settings kept")
        }
    }

    func testAMissingKeyGivesADisabledActionAndAClearError() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            LogCapture.start()
            let action = settings.createAction("filtre")
            XCTAssertEqual(action.name, "filtre")
            XCTAssertFalse(action.isEnabled)
            XCTAssertNil(action.state)
            XCTAssertEqual(LogCapture.messages, ["The GSettings schema \"io.github.combinegtk.SettingsTests\" has no key \"filtre\"."])
        }
    }
    func testTheTypedCallsTakeAnIntForAnIntegerKeysActionAndAMenuTargetAnInt32() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let fontSize: SimpleAction = settings.createAction("font-size")
            XCTAssertEqual(fontSize.parameterType?.description, "i")
            LogCapture.start()
            fontSize.changeState(18)                       // a Swift Int, an "x"
            drainMainContext()
            XCTAssertEqual(settings.int("font-size"), 18, "converted to the key's \"i\"")
            fontSize.setState(20)
            XCTAssertEqual(fontSize.state, Variant(Int32(20)))
            fontSize.changeState(Int.max)
            drainMainContext()
            XCTAssertEqual(settings.int("font-size"), 18, "a value that does not fit asks for nothing")
            fontSize.changeState("large")
            XCTAssertEqual(LogCapture.messages.count, 2, "\(LogCapture.messages)")
            XCTAssertTrue(LogCapture.messages[0].contains("does not fit"), "\(LogCapture.messages)")
            XCTAssertTrue(LogCapture.messages[1].contains("cannot be its state"), "\(LogCapture.messages)")

            let group = SimpleActionGroup()
            group.addAction(fontSize)
            group.activateAction(actionName: "font-size", parameter: Variant(Int32(24)))
            drainMainContext()
            XCTAssertEqual(settings.int("font-size"), 24, "what a menu item with target Int32(24) does")
        }
    }

}

extension SettingsTestSchema {
    /// An action made from settings no one else holds.
    @MainActor
    static func action(from settings: Settings, key: String) -> SimpleAction {
        settings.createAction(key)
    }
}
