import XCTest
import Foundation
@testable import GIRGenerator

/// A namespace generated into a module of its own (`module`) and nested in a Swift type
/// (`swiftNamespace`), as libadwaita's `Adw` is into CombineAdw: its files go to the module's
/// folder with the module's own indexes, its types are declared in the namespace's type and
/// named qualified, and CombineGTK's types it uses are named `CombineGTK.…`.
final class ModuleNamespaceTests: XCTestCase {
    private static let module = GeneratorConfig.Module(name: "CombineOther", sources: "Sources/CombineOther/Generated", cModule: "COther")

    private func config() -> GeneratorConfig {
        var config = Fixtures.config()
        var entry = GeneratorConfig.NamespaceEntry(name: "Other", version: "2.0", tests: "OtherTests", classes: ["View"])
        entry.module = Self.module
        entry.swiftNamespace = "Other"
        config.namespaces.append(entry)
        return config
    }

    private func generate(_ config: GeneratorConfig) throws -> Generator.Output {
        let demo = try Fixtures.repository()
        let other = try GIRParser.parse(MultiNamespaceTests.other)
        let otherContext = GenerationContext(girFile: "Other-2.0.gir", libraryVersion: "Other 2.0.1", module: Self.module, swiftNamespace: "Other")
        return try Generator.generate([demo.namespace, other.namespace], library: GIRLibrary(repositories: [demo, other]), config: config,
                                      declarations: nil, contexts: ["Demo": Fixtures.context, "Other": otherContext])
    }

    func testTheKeysDecodeAndAreChecked() throws {
        let json = #"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0", "tests": "T", "module": {"name": "CombineDemo", "sources": "M", "cModule": "CDemo"}, "swiftNamespace": "Demo"}]}"#
        let config = try GeneratorConfig.decode(Data(json.utf8), file: "Test.json")
        XCTAssertEqual(config.namespaces[0].module, GeneratorConfig.Module(name: "CombineDemo", sources: "M", cModule: "CDemo"))
        XCTAssertEqual(config.namespaces[0].swiftNamespace, "Demo")
        XCTAssertEqual(config.swiftName(for: TypeName("Demo.Widget")), "Demo.Widget", "named qualified outside the namespace's type")

        func problem(_ json: String) -> String {
            do {
                _ = try GeneratorConfig.decode(Data(json.utf8), file: "Test.json")
                return "accepted"
            } catch {
                return error.problem
            }
        }
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0", "tests": "T", "swiftNamespace": "Demo"}]}"#),
                       "Demo has a swiftNamespace but no module: the namespace's enum is declared by hand in a module of its own")
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0", "tests": "T", "module": {"name": "M", "sources": "S", "cModule": "C"}}]}"#),
                       "the module of Demo, M, has the sources folder of output.sources")
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0", "tests": "T", "module": {"name": "M", "sources": "N"}}]}"#),
                       #"at namespaces[0].module: the key "cModule" is missing"#)
        XCTAssertEqual(problem(#"{"output": {"sources": "S"}, "namespaces": [{"name": "Demo", "version": "1.0", "tests": "T", "module": {"name": "M", "sources": "N", "cModule": "C"}, "swiftNamespace": "adw.x"}]}"#),
                       #"at namespaces[0].swiftNamespace: "adw.x" is not a Swift type name (Adw)"#)
    }

    func testTheNamespaceGoesToItsModulesFolderWithItsOwnIndexes() throws {
        let output = try generate(config())
        XCTAssertFalse(output.files.contains { $0.path.hasPrefix("Other/") }, "nothing of Other in CombineGTK's folder")
        let files = try XCTUnwrap(output.moduleFiles[Self.module.sources])
        XCTAssertEqual(files.map(\.path), ["GeneratedClasses.swift", "GeneratedEnumerations.swift", "Other/Classes/View.swift", "Other/Coverage.md",
                                           "Other/Enums/Align.swift"])
        let classes = try XCTUnwrap(files.first { $0.path == "GeneratedClasses.swift" }?.contents)
        XCTAssertTrue(classes.contains("\"OtherView\": Other.View.self,"), classes)
        XCTAssertFalse(classes.contains("DemoWidget"), "CombineGTK's classes stay in its own table")
        let mainClasses = try XCTUnwrap(output.files.first { $0.path == "GeneratedClasses.swift" }?.contents)
        XCTAssertFalse(mainClasses.contains("OtherView"))
    }

    func testTypesAreNestedAndCombineGTKsAreQualified() throws {
        let output = try generate(config())
        let files = try XCTUnwrap(output.moduleFiles[Self.module.sources])
        let view = try XCTUnwrap(files.first { $0.path == "Other/Classes/View.swift" }?.contents)
        XCTAssertTrue(view.contains("import COther\nimport CombineGTK\n"), "its C module and CombineGTK, not CGtk")
        XCTAssertTrue(view.contains("extension Other {\n"), view)
        XCTAssertTrue(view.contains("    open class View: CombineGTK.Widget {"), "CombineGTK's types qualified where Other's come first: \(view)")
        XCTAssertTrue(view.contains("Other.initialize()"), "a constructor initializes the namespace's library first")
        XCTAssertTrue(view.contains("override nonisolated open class var wrappedType: GType { Other.registerClasses(); return other_view_get_type() }"),
                      "the class table registers from any class's gType: \(view)")
        XCTAssertTrue(view.contains("extension Other.View {"))
        XCTAssertTrue(view.contains("public var buddy: CombineGTK.Button?"), "a member's CombineGTK type is qualified")
        let align = try XCTUnwrap(files.first { $0.path == "Other/Enums/Align.swift" }?.contents)
        XCTAssertTrue(align.contains("extension Other {\n"), align)
        XCTAssertTrue(align.contains("    public enum Align: Int32, Sendable, CaseIterable {"), align)
        XCTAssertTrue(align.contains("extension Other.Align: GLibEnum {"), align)
        let index = try XCTUnwrap(output.testFiles["OtherTests"]?.first?.contents)
        XCTAssertTrue(index.contains("@testable import CombineOther"), index)
        XCTAssertTrue(index.contains("TypeCheck(\"OtherView\", Other.View.self"), index)
    }

    func testLibadwaitasMembersSayTheVersionThatAddedThem() throws {
        // The checked-in output (make test fails when it differs from a fresh run): a method,
        // a property and a signal publisher of Toast (1.0), and a member 1.2 added.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/CombineAdw/Generated/Adw/Classes")
        let text = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        for declaration in ["public func dismiss() { adw_toast_dismiss(", "public var timeout: Int {", "public var dismissedPublisher: SignalPublisher<Void>"] {
            let head = try XCTUnwrap(text.range(of: declaration), declaration)
            let doc = text[..<head.lowerBound].suffix(700)
            XCTAssertTrue(doc.contains("/// Since libadwaita 1.0."), "\(declaration): \(doc)")
        }
        let added = try XCTUnwrap(text.range(of: "public var applicationName: String {"), "AdwAboutWindow's, added in 1.2")
        XCTAssertTrue(text[..<added.lowerBound].suffix(400).contains("/// Since libadwaita 1.2."), "a 1.2 member says 1.2")
    }

    func testSinceVersionsAreWrittenForLibadwaitaOnly() {
        XCTAssertEqual(DocComment.since(ElementInfo(version: "1.2"), in: "Adw"), ["", "Since libadwaita 1.2."])
        XCTAssertEqual(DocComment.since(ElementInfo(version: "4.6"), in: "Gtk"), [], "GTK's doc comments stay as they were")
        XCTAssertEqual(DocComment.since(ElementInfo(), in: "Adw"), [])
        XCTAssertEqual(DocComment.owner(of: "Adw"), "libadwaita's")
        XCTAssertEqual(DocComment.owner(of: "Gtk"), "GTK's")
    }
}
