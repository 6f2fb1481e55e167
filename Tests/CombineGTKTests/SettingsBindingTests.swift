import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Two-way bindings of settings keys: to an object property through `g_settings_bind`, with
/// its flags, and to a view model's `@Published` value without loops.
final class SettingsBindingTests: MainActorTestCase {
    final class Preferences {
        @Published var filter = ""
        @Published var sort = SettingsSort.size
    }

    func testAPropertyFollowsTheKeyAndTheKeyFollowsTheProperty() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let action = SimpleAction(name: "dark")
            let binding = settings.bind("dark", to: action, property: "enabled")
            XCTAssertFalse(action.isEnabled, "the key's value at once")
            try settings.set(true, for: "dark")
            drainMainContext()
            XCTAssertTrue(action.isEnabled)
            action.isEnabled = false
            drainMainContext()
            XCTAssertEqual(settings.boolean("dark"), false, "the property's change is written")
            binding.cancel()
            try settings.set(true, for: "dark")
            drainMainContext()
            XCTAssertFalse(action.isEnabled, "unbound")
        }
    }

    func testFlagsNarrowTheBinding() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let inverted = SimpleAction(name: "inverted")
            let readOnly = SimpleAction(name: "read-only")
            let bindings = [
                settings.bind("dark", to: inverted, property: SimpleAction.enabledProperty, flags: [.get, .set, .invertBoolean]),
                settings.bind("dark", to: readOnly, property: SimpleAction.enabledProperty, flags: .get),
            ]
            XCTAssertTrue(inverted.isEnabled, "inverted: false reads as true")
            inverted.isEnabled = false
            drainMainContext()
            XCTAssertTrue(settings.boolean("dark"))
            XCTAssertTrue(readOnly.isEnabled)
            readOnly.isEnabled = false
            drainMainContext()
            XCTAssertTrue(settings.boolean("dark"), "get only: the property does not write the key")
            bindings.forEach { $0.cancel() }
        }
    }

    func testAMissingKeyOrPropertyBindsNothingAndSaysSo() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let action = SimpleAction(name: "x")
            LogCapture.start()
            _ = settings.bind("drak", to: action, property: "enabled")
            _ = settings.bind("dark", to: action, property: "enbled")
            XCTAssertEqual(LogCapture.messages, [
                "The GSettings schema \"io.github.combinegtk.SettingsTests\" has no key \"drak\".",
                "GSimpleAction has no property \"enbled\" to bind to the key \"dark\" of the GSettings schema \"io.github.combinegtk.SettingsTests\".",
            ])
        }
    }

    func testAPublishedValueIsBoundBothWaysWithoutLoops() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let other = try Settings(schemaID: SettingsTestSchema.id)
            let preferences = Preferences()
            var seen: [String] = []
            let watch = preferences.$filter.sink { seen.append($0) }
            var changes = 0
            let changed = settings.signalPublisher("changed::filter").sink { changes += 1 }

            let binding = settings.bind("filter", to: &preferences.$filter)
            drainMainContext()
            XCTAssertEqual(preferences.filter, "All", "the stored preference wins")
            XCTAssertEqual(changes, 0, "nothing written at binding")

            preferences.filter = "Done"
            drainMainContext()
            XCTAssertEqual(settings.string("filter"), "Done")
            XCTAssertEqual(changes, 1, "written once")

            try other.set("Open", for: "filter")
            drainMainContext()
            XCTAssertEqual(preferences.filter, "Open", "a change from elsewhere reaches the model")
            XCTAssertEqual(changes, 2, "and is not written back")
            XCTAssertEqual(seen, ["", "All", "Done", "Open"], "the model saw each value once")

            binding.cancel()
            try other.set("Late", for: "filter")
            drainMainContext()
            XCTAssertEqual(preferences.filter, "Open")
            preferences.filter = "Mine"
            drainMainContext()
            XCTAssertEqual(settings.string("filter"), "Late")
            watch.cancel()
            changed.cancel()
        }
    }

    func testAnEnumerationIsBoundThroughItsNick() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let preferences = Preferences()
            let binding = settings.bind("sort", to: &preferences.$sort)
            XCTAssertEqual(preferences.sort, .name)
            preferences.sort = .date
            drainMainContext()
            XCTAssertEqual(settings.string("sort"), "date")
            LogCapture.start()
            preferences.sort = .size
            drainMainContext()
            XCTAssertEqual(settings.string("sort"), "date", "a value the schema does not allow is not written")
            XCTAssertEqual(LogCapture.messages.count, 1, "and is logged")
            binding.cancel()
        }
    }
}
