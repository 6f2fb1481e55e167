import XCTest
import Foundation
@testable import GIRGenerator

/// The declared config: decoding, what it makes the generator do, and its messages.
final class GeneratorConfigTests: XCTestCase {
    private let minimal = #"{"output": {"sources": "S", "tests": "T"}, "namespaces": [{"name": "Demo", "version": "1.0", "classFamilies": ["Widget"]}]}"#

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
          "output": {"sources": "Sources/Generated", "tests": "Tests/Generated"},
          "namespaces": [{"name": "Demo", "version": "1.0", "classFamilies": ["Widget"], "classes": ["Settings"], "interfaces": ["Buildable"],
                          "borrowedEnumerations": ["Gio.ApplicationFlags"], "leftOut": [{"name": "Demo.Widget:halign", "reason": "why"}]}],
          "handWrittenTypes": [{"gir": "GObject.Object", "swift": "Object", "kind": "class", "cType": "GObject"}],
          "handWrittenMembers": {"Widget": ["isVisible", "addController(_:)"]},
          "renames": [{"gir": "Demo.Range", "swift": "RangeWidget", "reason": "Swift.Range"}],
          "booleanNames": [{"gir": "Demo.Widget:hexpand", "swift": "hexpands", "reason": "why"}],
          "acceptedClashes": [{"swift": "Unit", "reason": "Foundation.Unit"}]
        }
        """)
        XCTAssertEqual(config, GeneratorConfig(
            file: "Test.json", output: .init(sources: "Sources/Generated", tests: "Tests/Generated"),
            namespaces: [.init(name: "Demo", version: "1.0", classFamilies: ["Widget"], classes: ["Settings"], interfaces: ["Buildable"],
                               borrowedEnumerations: [TypeName(namespace: "Gio", name: "ApplicationFlags")],
                               leftOut: [.init(name: "Demo.Widget:halign", reason: "why")])],
            handWrittenTypes: [.init(gir: TypeName(namespace: "GObject", name: "Object"), swift: "Object", kind: .class, cType: "GObject")],
            handWrittenMembers: ["Widget": [MemberName("isVisible"), MemberName("addController", labels: ["_"])]],
            renames: [.init(gir: TypeName(namespace: "Demo", name: "Range"), swift: "RangeWidget", reason: "Swift.Range")],
            booleanNames: [.init(gir: "Demo.Widget:hexpand", swift: "hexpands", reason: "why")],
            acceptedClashes: [.init(swift: "Unit", reason: "Foundation.Unit")]
        ))
        XCTAssertEqual(config.swiftName(for: TypeName("Demo.Range")), "RangeWidget")
        XCTAssertEqual(config.swiftName(for: TypeName("Demo.Align")), "Align")
        let empty = try decode(minimal)
        XCTAssertEqual([empty.handWrittenTypes.count, empty.handWrittenMembers.count, empty.renames.count, empty.namespace.leftOut.count], [0, 0, 0, 0],
                       "the lists may be left out")
    }

    func testTheCheckedInConfigDecodesAndDeclaresTheHandWrittenTypes() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Generator.json").standardized.path
        let config = try GeneratorConfig.load(path)
        XCTAssertEqual(config.namespaces.map { "\($0.name)-\($0.version)" }, ["Gtk-4.0"])
        XCTAssertEqual(config.handWrittenTypes.map(\.swift), ["Object", "Application", "SimpleAction", "KeyModifiers"])
        XCTAssertEqual(config.swiftName(for: TypeName("Gtk.Range")), "RangeWidget")
        XCTAssertTrue(config.handWrittenMembers["Widget"]?.contains(MemberName("addController", labels: ["_"])) == true)
        XCTAssertEqual(config.booleanNames.first { $0.gir == "Gtk.Widget:hexpand" }?.swift, "hexpands")
    }

    func testAMemberStepsAsideBecauseTheConfigListsIt() throws {
        func widget(_ json: String) throws -> (source: String, coverage: String) {
            let output = try Fixtures.generate(decode(json))
            return (try XCTUnwrap(output.files.first { $0.path == "Classes/Widget.swift" }?.contents), output.coverage.text)
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
        XCTAssertFalse(output.files.contains { $0.path == "Classes/Button.swift" })
        let widget = try XCTUnwrap(output.files.first { $0.path == "Classes/Widget.swift" }?.contents)
        XCTAssertFalse(widget.contains("var halign"))
        XCTAssertTrue(widget.contains("public func setHalign(_ align: Align)"), "its setter is a method of its own then")
        let coverage = try XCTUnwrap(output.files.first { $0.path == "Coverage.md" }?.contents)
        XCTAssertTrue(coverage.contains("- `:halign`: a reason for the property"), coverage)
        XCTAssertTrue(coverage.contains("- `Demo.Button`: a reason for the type"), coverage)
    }

    func testAnEntryThatNamesNothingIsAnError() {
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
        config = Fixtures.config()
        config.namespaces[0].borrowedEnumerations = [TypeName("Demo.Rgba")]
        XCTAssertThrowsError(try Generator.generate(Fixtures.repository().namespace, library: GIRLibrary(repositories: [Fixtures.repository()]),
                                                    config: config, declarations: nil, context: Fixtures.context)) { error in
            XCTAssertEqual("\(error)", "Demo.json: borrowedEnumerations lists Demo.Rgba, which is no enumeration or flags of the GIR files loaded")
        }
    }

    func testAMalformedConfigNamesTheFileAndTheProblem() throws {
        XCTAssertEqual(problem("{\"output\":\n  {\"sources\": x}}"), "not valid JSON: Invalid value around character 25 (line 2, column 15)")
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": []}"#), #"at output: the key "tests" is missing"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "handWritenMembers": {}}"#),
                       #"unknown key "handWritenMembers" (known: about, output, namespaces, handWrittenTypes, handWrittenMembers, renames, booleanNames, acceptedClashes)"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "handWrittenMembers": {"Widget": ["isVisible", "addController(_:"]}}"#),
                       #"at handWrittenMembers.Widget[1]: "addController(_:" is not a Swift member name: write `name` for a property, `name(label:_:)` for a function or initializer"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "handWrittenTypes": [{"gir": "GObject.Object", "swift": "Object", "kind": "klass", "cType": "GObject"}]}"#),
                       #"at handWrittenTypes[0].kind: "klass" is not one of class, interface, enumeration, flags"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "renames": [{"gir": "Range", "swift": "RangeWidget", "reason": "r"}]}"#),
                       #"at renames[0].gir: "Range" is not a qualified GIR type name (Namespace.Name, as Gtk.Range)"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "booleanNames": [{"gir": "Demo.Widget.hexpand", "swift": "hexpands", "reason": "r"}]}"#),
                       #"at booleanNames[0].gir: "Demo.Widget.hexpand" is not a property as Coverage.md writes it (Gtk.Widget:hexpand)"#)
        XCTAssertEqual(problem(minimal.dropLast() + #", "booleanNames": [{"gir": "Demo.Widget:hexpand", "swift": "h expands", "reason": "r"}]}"#),
                       #"at booleanNames[0].swift: "h expands" is not a Swift property name"#)
        XCTAssertEqual(problem(#"{"output": {"sources": "S", "tests": "T"}, "namespaces": []}"#),
                       "namespaces lists 0 namespaces; the generator writes exactly one so far")
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
