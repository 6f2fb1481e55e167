import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// `Settings` made and read through its Swift API, headless, with a schema compiled at test
/// time and the memory backend: clear errors where GLib aborts, typed values converted
/// through the key's schema type.
final class SettingsTests: MainActorTestCase {
    func testAMissingSchemaThrowsNamingItAndTheSchemaFolder() throws {
        try onMain {
            _ = try SettingsTestSchema.settings()
            XCTAssertThrowsError(try Settings(schemaID: "io.github.combinegtk.Missing")) { error in
                guard case .schemaNotInstalled(let id, let folder) = error as? SettingsError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(id, "io.github.combinegtk.Missing")
                XCTAssertNotNil(folder, "the tests set GSETTINGS_SCHEMA_DIR")
                let text = "\(error)"
                XCTAssertTrue(text.contains("\"io.github.combinegtk.Missing\" is not installed"), text)
                XCTAssertTrue(text.contains("GSETTINGS_SCHEMA_DIR is \"\(folder ?? "")\""), text)
                XCTAssertTrue(text.contains("glib-compile-schemas"), text)
            }
        }
    }

    func testARelocatableSchemaNeedsAValidPath() throws {
        try onMain {
            _ = try SettingsTestSchema.settings()
            let id = SettingsTestSchema.relocatableID
            XCTAssertThrowsError(try Settings(schemaID: id)) {
                XCTAssertEqual($0 as? SettingsError, .invalidPath(schemaID: id, path: nil))
                XCTAssertTrue("\($0)".contains("relocatable"))
            }
            XCTAssertThrowsError(try Settings(schemaID: id, path: "no/slashes")) {
                XCTAssertEqual($0 as? SettingsError, .invalidPath(schemaID: id, path: "no/slashes"))
            }
            XCTAssertThrowsError(try Settings(schemaID: SettingsTestSchema.id, path: "/another/path/"), "a fixed path is the only one")
            let first = try Settings(schemaID: id, path: "/io/github/combinegtk/first/")
            let second = try Settings(schemaID: id, path: "/io/github/combinegtk/second/")
            try first.set("one", for: "name")
            XCTAssertEqual(try first.value(for: "name", as: String.self), "one")
            XCTAssertEqual(try second.value(for: "name", as: String.self), "", "each path stores its own values")
            XCTAssertEqual(first.path, "/io/github/combinegtk/first/")
        }
    }

    func testAMissingKeyIsAnErrorNamingKeyAndSchema() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let expected = SettingsError.noSuchKey(key: "filtre", schemaID: SettingsTestSchema.id)
            XCTAssertThrowsError(try settings.value(for: "filtre", as: String.self)) { XCTAssertEqual($0 as? SettingsError, expected) }
            XCTAssertThrowsError(try settings.set("x", for: "filtre")) { XCTAssertEqual($0 as? SettingsError, expected) }
            XCTAssertEqual(expected.description, "The GSettings schema \"io.github.combinegtk.SettingsTests\" has no key \"filtre\".")
        }
    }

    func testAValueOfTheWrongTypeIsAnErrorNamingTheTypes() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            XCTAssertThrowsError(try settings.set("big", for: "font-size")) {
                XCTAssertEqual($0 as? SettingsError, .wrongType(key: "font-size", schemaID: SettingsTestSchema.id, expected: "i", given: "String"))
                XCTAssertTrue("\($0)".contains("holds values of type \"i\"; a String cannot"), "\($0)")
            }
            XCTAssertThrowsError(try settings.value(for: "filter", as: Int.self)) {
                XCTAssertEqual($0 as? SettingsError, .wrongType(key: "filter", schemaID: SettingsTestSchema.id, expected: "s", given: "Int"))
            }
            XCTAssertThrowsError(try settings.set(true, for: "tags"))
            XCTAssertEqual(settings.string("filter"), "All", "nothing was written")
        }
    }

    func testIntegersConvertThroughTheKeysTypeRangeChecked() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            try settings.set(14, for: "font-size")
            XCTAssertEqual(settings.value("font-size").typeString, "i", "an Int is written as the key's int32")
            XCTAssertEqual(settings.int("font-size"), 14)
            XCTAssertEqual(try settings.value(for: "font-size", as: Int.self), 14)
            XCTAssertEqual(try settings.value(for: "font-size", as: Double.self), 14.0)
            XCTAssertEqual(try settings.value(for: "font-size", as: UInt8.self), 14)
            XCTAssertThrowsError(try settings.set(100, for: "font-size"), "outside the schema's range") {
                XCTAssertEqual($0 as? SettingsError, .outOfRange(key: "font-size", schemaID: SettingsTestSchema.id, value: "100"))
            }
            XCTAssertThrowsError(try settings.set(Int.max, for: "font-size"), "does not fit an int32") {
                guard case .outOfRange = $0 as? SettingsError else { return XCTFail("\($0)") }
            }
            XCTAssertThrowsError(try settings.set(300, for: "count"), "does not fit a byte")
            try settings.set(200, for: "count")
            XCTAssertEqual(try settings.value(for: "count", as: Int.self), 200)
            XCTAssertThrowsError(try settings.value(for: "count", as: Int8.self), "200 does not fit an Int8") {
                guard case .outOfRange = $0 as? SettingsError else { return XCTFail("\($0)") }
            }
            try settings.set(2, for: "zoom")
            XCTAssertEqual(settings.double("zoom"), 2.0, "an integer to a double key")
            XCTAssertEqual(settings.int("font-size"), 14, "failed writes changed nothing")
        }
    }

    func testEnumerationsAreStoredAsStringsOrIntegers() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            XCTAssertEqual(try settings.value(for: "sort", as: SettingsSort.self), .name)
            try settings.set(SettingsSort.date, for: "sort")
            XCTAssertEqual(settings.string("sort"), "date", "an enum key is written by nick")
            XCTAssertEqual(settings.enum("sort"), 1)
            XCTAssertEqual(try settings.value(for: "sort", as: SettingsSort.self), .date)
            XCTAssertThrowsError(try settings.set(SettingsSort.size, for: "sort"), "no such nick in the schema's enum") {
                XCTAssertEqual($0 as? SettingsError, .outOfRange(key: "sort", schemaID: SettingsTestSchema.id, value: "'size'"))
            }

            try settings.set(SettingsPriority.high, for: "priority")
            XCTAssertEqual(settings.int("priority"), 2, "an integer enumeration is its raw value, as the key's int32")
            XCTAssertEqual(try settings.value(for: "priority", as: SettingsPriority.self), .high)
            try settings.set(7, for: "priority")
            XCTAssertThrowsError(try settings.value(for: "priority", as: SettingsPriority.self), "7 is no case") {
                guard case .outOfRange = $0 as? SettingsError else { return XCTFail("\($0)") }
            }

            XCTAssertThrowsError(try settings.set("table", for: "mode"), "none of the key's choices")
            try settings.set("grid", for: "mode")
            XCTAssertEqual(settings.string("mode"), "grid")
        }
    }

    func testContainersConvertElementByElement() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            try settings.set(["a", "b"], for: "tags")
            XCTAssertEqual(settings.strv("tags"), ["a", "b"])
            XCTAssertEqual(try settings.value(for: "tags", as: [String].self), ["a", "b"])
            try settings.set([8, 10, 12], for: "sizes")
            XCTAssertEqual(settings.value("sizes").typeString, "ai", "[Int] to an array of int32")
            XCTAssertEqual(try settings.value(for: "sizes", as: [Int].self), [8, 10, 12])
            XCTAssertThrowsError(try settings.set([Int.max], for: "sizes"))
            XCTAssertThrowsError(try settings.set([true], for: "sizes"))
        }
    }

    func testWritingTheStoredValueEmitsNoChange() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            var changes: [String] = []
            let subscription = settings.changedPublisher.sink { changes.append($0) }
            try settings.set("All", for: "filter")
            drainMainContext()
            XCTAssertEqual(changes, [])
            try settings.set("Done", for: "filter")
            drainMainContext()
            XCTAssertEqual(changes, ["filter"])
            subscription.cancel()
        }
    }
}

extension SettingsTests {
    func testTheIssuesNamesCompileAndWork() throws {
        try onMain {
            _ = try SettingsTestSchema.settings()
            let (filter, values) = try settingsAsTheIssueNamesThem()
            let received = TestSubscriber(subscribingTo: values)
            XCTAssertEqual(received.values, ["Done"])
            XCTAssertEqual(filter.state, Variant("Done"))
            filter.activate(Variant("All"))
            drainMainContext()
            XCTAssertEqual(received.values, ["Done", "All"])
            received.cancel()
        }
    }
}
