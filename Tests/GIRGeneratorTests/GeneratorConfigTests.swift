import XCTest
import Foundation
@testable import GIRGenerator

/// The declared config: decoding, what it makes the generator do, and its messages.
final class GeneratorConfigTests: XCTestCase {
    private let minimal = #"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0", "tests": "T", "classFamilies": ["Widget"]}]}"#

    private func decode(_ json: String) throws(GeneratorConfigError) -> GeneratorConfig {
        try GeneratorConfig.decode(Data(json.utf8), file: "Test.json")
    }

    /// The problem `json` is refused with.
    private func problem(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try decode(json)
            XCTFail("accepted: \(json)", file: file, line: line)
            return ""
        } catch {
            XCTAssertEqual(error.file, "Test.json", file: file, line: line)
            return error.problem
        }
    }

    func testEveryKeyDecodes() throws {
        let config = try decode("""
        {
          "about": "anything",
          "output": {"sources": "Sources/Generated"},
          "namespaces": [{"name": "Demo", "version": "1.0", "tests": "Tests/Generated", "classFamilies": ["Widget"], "classes": ["Settings"],
                          "interfaces": ["Buildable"], "records": ["Path"], "booleanForwarders": true, "enumerations": ["Align"], "leftOut": [{"name": "Demo.Widget:halign", "reason": "why"}],
                          "errorDomains": ["FileError"]}],
          "handWrittenTypes": [{"gir": "GObject.Object", "swift": "Object", "kind": "class", "cType": "GObject"}],
          "handWrittenMembers": {"Widget": ["isVisible", "addController(_:)"]},
          "renames": [{"gir": "Demo.Range", "swift": "RangeWidget", "reason": "Swift.Range"}],
          "booleanNames": [{"gir": "Demo.Widget:hexpand", "swift": "hexpands", "reason": "why"}],
          "methodNames": [{"gir": "Demo.Widget.is_visible", "swift": "isEffectivelyVisible", "reason": "why"}],
          "acceptedClashes": [{"swift": "Unit", "reason": "Foundation.Unit"}]
        }
        """)
        XCTAssertEqual(config, GeneratorConfig(
            file: "Test.json", output: .init(sources: "Sources/Generated"),
            namespaces: [.init(name: "Demo", version: "1.0", tests: "Tests/Generated", classFamilies: ["Widget"], classes: ["Settings"],
                               interfaces: ["Buildable"], records: ["Path"], booleanForwarders: true, enumerations: ["Align"], leftOut: [.init(name: "Demo.Widget:halign", reason: "why")],
                               errorDomains: ["FileError"])],
            handWrittenTypes: [.init(gir: TypeName(namespace: "GObject", name: "Object"), swift: "Object", kind: .class, cType: "GObject")],
            handWrittenMembers: ["Widget": [MemberName("isVisible"), MemberName("addController", labels: ["_"])]],
            renames: [.init(gir: TypeName(namespace: "Demo", name: "Range"), swift: "RangeWidget", reason: "Swift.Range")],
            booleanNames: [.init(gir: "Demo.Widget:hexpand", swift: "hexpands", reason: "why")],
            acceptedClashes: [.init(swift: "Unit", reason: "Foundation.Unit")],
            methodNames: [.init(gir: "Demo.Widget.is_visible", swift: "isEffectivelyVisible", reason: "why")]
        ))
        XCTAssertEqual(config.swiftName(for: TypeName("Demo.Range")), "RangeWidget")
        XCTAssertEqual(config.swiftName(for: TypeName("Demo.Align")), "Align")
        let empty = try decode(minimal)
        XCTAssertEqual([empty.handWrittenTypes.count, empty.handWrittenMembers.count, empty.renames.count, empty.namespaces[0].leftOut.count], [0, 0, 0, 0],
                       "the lists may be left out")
    }

    func testTheCheckedInConfigDecodesAndDeclaresTheHandWrittenTypes() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Generator.json").standardized.path
        let config = try GeneratorConfig.load(path)
        XCTAssertEqual(config.namespaces.map { "\($0.name)-\($0.version)" },
                       ["GLib-2.0", "GObject-2.0", "Gio-2.0", "Pango-1.0", "Graphene-1.0", "GdkPixbuf-2.0", "Gdk-4.0", "Gsk-4.0", "Gtk-4.0", "Adw-1"])
        XCTAssertEqual(config.handWrittenTypes.map(\.swift), ["Object", "SimpleAction", "KeyModifiers", "Variant", "VariantType"])
        XCTAssertEqual(config.swiftName(for: TypeName("Gtk.Range")), "RangeWidget")
        XCTAssertTrue(config.handWrittenMembers["Widget"]?.contains(MemberName("addController", labels: ["_"])) == true)
        XCTAssertEqual(config.booleanNames.first { $0.gir == "Gtk.Widget:hexpand" }?.swift, "hexpands")
    }

    func testAMemberStepsAsideBecauseTheConfigListsIt() throws {
        func widget(_ json: String) throws -> (source: String, coverage: String) {
            let output = try Fixtures.generate(decode(json))
            return (try XCTUnwrap(output.files.first { $0.path == "Demo/Classes/Widget.swift" }?.contents), output.coverageText)
        }
        let generated = try widget(minimal)
        XCTAssertTrue(generated.source.contains("public var halignPublisher:"))
        XCTAssertTrue(generated.source.contains("public func onKeyPressed(_ handler:"))
        let listed = try widget(minimal.dropLast() + #", "handWrittenMembers": {"Widget": ["halignPublisher", "keyPressedPublisher", "onKeyPressed(_:)"]}}"#)
        XCTAssertFalse(listed.source.contains("halignPublisher"), "the hand-written one wins")
        XCTAssertTrue(listed.source.contains("public var halign: Align {"), "the property's other names are still generated")
        XCTAssertFalse(listed.source.contains("keyPressed"))
        XCTAssertTrue(listed.coverage.split(separator: "\n").contains { $0.contains("signals") && $0.hasSuffix("0 +   1 of     1") },
                      "the signal, wholly hand-written, counts as such: " + listed.coverage)
    }

    func testLeftOutTypesAndMembersAreReportedWithTheReason() throws {
        let output = try Fixtures.generate(Fixtures.config(leftOut: [
            .init(name: "Demo.Button", reason: "a reason for the type"), .init(name: "Demo.Widget:halign", reason: "a reason for the property"),
        ]))
        XCTAssertFalse(output.files.contains { $0.path == "Demo/Classes/Button.swift" })
        let widget = try XCTUnwrap(output.files.first { $0.path == "Demo/Classes/Widget.swift" }?.contents)
        XCTAssertFalse(widget.contains("var halign"))
        XCTAssertTrue(widget.contains("public func setHalign(_ align: Align)"), "its setter is a method of its own then")
        let coverage = try XCTUnwrap(output.files.first { $0.path == "Demo/Coverage.md" }?.contents)
        XCTAssertTrue(coverage.contains("- `:halign`: a reason for the property"), coverage)
        XCTAssertTrue(coverage.contains("- `Demo.Button`: a reason for the type"), coverage)
    }

    func testAnEntryThatNamesNothingIsAnError() throws {
        XCTAssertThrowsError(try Fixtures.generate(Fixtures.config(leftOut: [.init(name: "Demo.Widget:nothing", reason: "r")]))) { error in
            XCTAssertEqual("\(error)", "Demo.json: leftOut lists Demo.Widget:nothing, which names no type or member the generator would generate")
        }
        XCTAssertThrowsError(try Fixtures.generate(Fixtures.config(members: ["Widgit": [MemberName("halign")]]))) { error in
            XCTAssertEqual("\(error)", "Demo.json: handWrittenMembers lists members of Widgit, which is neither a generated class or interface nor a hand-written class")
        }
        var config = Fixtures.config()
        config.namespaces[0].classes = ["Buton"]
        XCTAssertThrowsError(try Fixtures.generate(config)) { error in
            XCTAssertEqual("\(error)", "Demo.json: classes lists Buton, which is no class of Demo")
        }
        config = Fixtures.config()
        config.namespaces[0].interfaces = ["Button"]
        XCTAssertThrowsError(try Fixtures.generate(config)) { error in
            XCTAssertEqual("\(error)", "Demo.json: interfaces lists Button, which is no interface of Demo")
        }
        XCTAssertThrowsError(try Fixtures.generate(Fixtures.config(leftOut: [.init(name: "Demo.Nothing", reason: "r")]))) { error in
            XCTAssertEqual("\(error)", "Demo.json: leftOut lists Demo.Nothing, which names no type or member the generator would generate")
        }
        let record = try Fixtures.generate(Fixtures.config(leftOut: [.init(name: "Demo.Rgba", reason: "a record, not generated yet")]))
        XCTAssertTrue(try XCTUnwrap(record.files.first { $0.path == "Demo/Coverage.md" }?.contents).contains("- `Demo.Rgba`: a record, not generated yet"),
                      "a type that would not be selected may be left out, for the record")
    }

    func testANamespaceThatListsItsEnumerationsGetsThoseAndTheOnesItsMembersUse() throws {
        var config = Fixtures.config()
        config.namespaces[0].enumerations = []
        let used = try Fixtures.generate(config)
        XCTAssertEqual(used.files.map(\.path).filter { $0.hasPrefix("Demo/Enums/") }, ["Demo/Enums/Align.swift"], "Widget.halign uses Align")
        XCTAssertTrue(try XCTUnwrap(used.files.first { $0.path == "Demo/Coverage.md" }?.contents)
            .contains("- `Demo.StateFlags`: used by no generated member, nor listed in enumerations"))
        XCTAssertEqual(used.coverage[0].rows.last?.note, "1 used by no generated member, nor listed in enumerations, listed below")
        XCTAssertFalse(try XCTUnwrap(used.files.first { $0.path == "GeneratedEnumerations.swift" }?.contents).contains("StateFlags"))
        config.namespaces[0].enumerations = ["StateFlags"]
        XCTAssertEqual(try Fixtures.generate(config).files.map(\.path).filter { $0.hasPrefix("Demo/Enums/") },
                       ["Demo/Enums/Align.swift", "Demo/Enums/StateFlags.swift"])
        config.namespaces[0].enumerations = ["Error"]
        XCTAssertThrowsError(try Fixtures.generate(config)) { error in
            XCTAssertEqual("\(error)", "Demo.json: enumerations lists Error, which is no enumeration or flags type of Demo with a GType")
        }
    }

    func testAMalformedConfigNamesTheFileAndTheProblem() throws {
        XCTAssertEqual(problem("{\"output\":\n  {\"sources\": x}}"), "not valid JSON: Invalid value around character 25 (line 2, column 15)")
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0"}]}"#),
                       #"at namespaces[0]: the key "tests" is missing"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "handWritenMembers": {}}"#),
                       #"unknown key "handWritenMembers" (known: about, output, namespaces, handWrittenTypes, handWrittenMembers, renames, booleanNames, methodNames, acceptedClashes)"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "handWrittenMembers": {"Widget": ["isVisible", "addController(_:"]}}"#),
                       #"at handWrittenMembers.Widget[1]: "addController(_:" is not a Swift member name: write `name` for a property, `name(label:_:)` for a function or initializer"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "handWrittenTypes": [{"gir": "GObject.Object", "swift": "Object", "kind": "klass", "cType": "GObject"}]}"#),
                       #"at handWrittenTypes[0].kind: "klass" is not one of class, interface, enumeration, flags, boxed"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "renames": [{"gir": "Range", "swift": "RangeWidget", "reason": "r"}]}"#),
                       #"at renames[0].gir: "Range" is not a qualified GIR type name (Namespace.Name, as Gtk.Range)"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "booleanNames": [{"gir": "Demo.Widget.hexpand", "swift": "hexpands", "reason": "r"}]}"#),
                       #"at booleanNames[0].gir: "Demo.Widget.hexpand" is not a property as Coverage.md writes it (Gtk.Widget:hexpand)"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "booleanNames": [{"gir": "Demo.Widget:hexpand", "swift": "h expands", "reason": "r"}]}"#),
                       #"at booleanNames[0].swift: "h expands" is not a Swift property name"#)
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": []}"#), "namespaces lists no namespace")
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "A", "version": "1", "tests": "T"}, {"name": "A", "version": "2", "tests": "T"}]}"#),
                       "namespaces lists A twice")
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "A", "version": "1", "tests": "T", "leftOut": [{"name": "B.C", "reason": "r"}]}]}"#),
                       "leftOut of A lists B.C, which is not of A")
        XCTAssertEqual(problem(minimal.dropLast() + #", "renames": [{"gir": "A.B", "swift": "C", "reason": "r"}, {"gir": "A.B", "swift": "D", "reason": "r"}]}"#),
                       "renames lists A.B twice")

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"output": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try GeneratorConfig.load(path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path): at output: "), "\(error)")
        }
        XCTAssertThrowsError(try GeneratorConfig.load(path + ".missing")) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path).missing: cannot be read"), "\(error)")
        }
    }
}
