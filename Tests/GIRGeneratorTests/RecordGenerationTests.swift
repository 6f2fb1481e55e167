import XCTest
@testable import GIRGenerator

/// Records: one the GIR shows no fields of becomes a class owning its pointer, one with fields
/// a struct holding its C struct; their members, conformances, and the out parameters of
/// classes that return them.
final class RecordGenerationTests: XCTestCase {
    static let gir = """
    <?xml version="1.0"?>
    <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
                xmlns:c="http://www.gtk.org/introspection/c/1.0" xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
      <namespace name="Rec" version="1.0" c:identifier-prefixes="Rec" c:symbol-prefixes="rec">
        <class name="Buffer" c:type="RecBuffer" parent="GObject.Object" glib:type-name="RecBuffer" glib:get-type="rec_buffer_get_type">
          <method name="get_start_iter" c:identifier="rec_buffer_get_start_iter">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="buffer" transfer-ownership="none"><type name="Buffer" c:type="RecBuffer*"/></instance-parameter>
              <parameter name="iter" direction="out" caller-allocates="1" transfer-ownership="none"><type name="Iter" c:type="RecIter*"/></parameter>
            </parameters>
          </method>
          <method name="get_cursor" c:identifier="rec_buffer_get_cursor">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="buffer" transfer-ownership="none"><type name="Buffer" c:type="RecBuffer*"/></instance-parameter>
              <parameter name="path" direction="out" caller-allocates="0" transfer-ownership="full"><type name="Path" c:type="RecPath**"/></parameter>
            </parameters>
          </method>
          <method name="insert" c:identifier="rec_buffer_insert">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="buffer" transfer-ownership="none"><type name="Buffer" c:type="RecBuffer*"/></instance-parameter>
              <parameter name="iter" transfer-ownership="none"><type name="Iter" c:type="RecIter*"/></parameter>
              <parameter name="start" transfer-ownership="none"><type name="Iter" c:type="const RecIter*"/></parameter>
            </parameters>
          </method>
        </class>
        <record name="Path" c:type="RecPath" glib:type-name="RecPath" glib:get-type="rec_path_get_type">
          <constructor name="new_from_string" c:identifier="rec_path_new_from_string">
            <return-value transfer-ownership="full" nullable="1"><type name="Path" c:type="RecPath*"/></return-value>
            <parameters><parameter name="path" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter></parameters>
          </constructor>
          <method name="compare" c:identifier="rec_path_compare">
            <return-value transfer-ownership="none"><type name="gint" c:type="int"/></return-value>
            <parameters>
              <instance-parameter name="a" transfer-ownership="none"><type name="Path" c:type="const RecPath*"/></instance-parameter>
              <parameter name="b" transfer-ownership="none"><type name="Path" c:type="const RecPath*"/></parameter>
            </parameters>
          </method>
          <method name="free" c:identifier="rec_path_free">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters><instance-parameter name="path" transfer-ownership="none"><type name="Path" c:type="RecPath*"/></instance-parameter></parameters>
          </method>
          <method name="get_depth" c:identifier="rec_path_get_depth">
            <return-value transfer-ownership="none"><type name="gint" c:type="int"/></return-value>
            <parameters><instance-parameter name="path" transfer-ownership="none"><type name="Path" c:type="RecPath*"/></instance-parameter></parameters>
          </method>
          <method name="to_string" c:identifier="rec_path_to_string">
            <return-value transfer-ownership="full"><type name="utf8" c:type="char*"/></return-value>
            <parameters><instance-parameter name="path" transfer-ownership="none"><type name="Path" c:type="RecPath*"/></instance-parameter></parameters>
          </method>
        </record>
        <record name="Iter" c:type="RecIter" glib:type-name="RecIter" glib:get-type="rec_iter_get_type">
          <field name="stamp" writable="1"><type name="gint" c:type="int"/></field>
          <field name="dummy" readable="0" private="1"><type name="gpointer" c:type="gpointer"/></field>
          <method name="equal" c:identifier="rec_iter_equal">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters>
              <instance-parameter name="lhs" transfer-ownership="none"><type name="Iter" c:type="const RecIter*"/></instance-parameter>
              <parameter name="rhs" transfer-ownership="none"><type name="Iter" c:type="const RecIter*"/></parameter>
            </parameters>
          </method>
          <method name="forward" c:identifier="rec_iter_forward">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters><instance-parameter name="iter" transfer-ownership="none"><type name="Iter" c:type="RecIter*"/></instance-parameter></parameters>
          </method>
          <method name="get_offset" c:identifier="rec_iter_get_offset">
            <return-value transfer-ownership="none"><type name="gint" c:type="int"/></return-value>
            <parameters><instance-parameter name="iter" transfer-ownership="none"><type name="Iter" c:type="const RecIter*"/></instance-parameter></parameters>
          </method>
        </record>
        <record name="Plain" c:type="RecPlain"/>
      </namespace>
    </repository>
    """

    private func config(records: [String] = ["Path", "Iter"]) -> GeneratorConfig {
        GeneratorConfig(
            file: "Rec.json", output: GeneratorConfig.Output(sources: "Generated"),
            namespaces: [GeneratorConfig.NamespaceEntry(name: "Rec", version: "1.0", tests: "TestsGenerated", classes: ["Buffer"], records: records)],
            handWrittenTypes: [Fixtures.object]
        )
    }

    private func generate(_ config: GeneratorConfig) throws -> Generator.Output {
        try Generator.generate(GIRParser.parse(Self.gir).namespace, config: config, declarations: nil,
                               context: GenerationContext(girFile: "Rec-1.0.gir", libraryVersion: "Rec 1.0"))
    }

    private func file(_ path: String, in output: Generator.Output) throws -> String {
        try XCTUnwrap(output.files.first { $0.path == path }, "no \(path)").contents
    }

    func testARecordWithoutFieldsIsAClassOwningItsPointer() throws {
        let path = try file("Rec/Records/Path.swift", in: generate(config()))
        XCTAssertTrue(path.contains("public final class Path: BoxedRecord {"))
        XCTAssertTrue(path.contains("deinit { g_boxed_free(Self.gType, boxedPointer) }"))
        XCTAssertTrue(path.contains("public convenience init?(_ path: String) {"), "new_from_string is init(_:), failable as the GIR says")
        XCTAssertTrue(path.contains("public func depth() -> Int { swiftInt(rec_path_get_depth(cPointer())) }"))
        XCTAssertTrue(path.contains("public static func == (lhs: Path, rhs: Path) -> Bool { rec_path_compare(lhs.cPointer(), rhs.cPointer()) == 0 }"))
        XCTAssertTrue(path.contains("extension Path: Comparable {"))
        XCTAssertTrue(path.contains("public var description: String { swiftString(taking: rec_path_to_string(cPointer())) ?? \"\" }"))
        XCTAssertFalse(path.contains("rec_path_free"), "the wrapper frees through g_boxed_free")
    }

    func testARecordWithFieldsIsAStructHoldingItsCStruct() throws {
        let iter = try file("Rec/Records/Iter.swift", in: generate(config()))
        XCTAssertTrue(iter.contains("public struct Iter: StructRecord {"))
        XCTAssertTrue(iter.contains("public var cValue: RecIter"))
        XCTAssertTrue(iter.contains("set { cValue.stamp = cInteger(newValue, \"stamp\", of: \"RecIter\") }"))
        XCTAssertFalse(iter.contains("dummy"), "private fields stay C's")
        XCTAssertFalse(iter.contains("public init(stamp:"), "no memberwise initializer while a field is private")
        XCTAssertTrue(iter.contains("public mutating func forward() -> Bool { withUnsafeMutablePointer(to: &cValue) { this in rec_iter_forward(this) != 0 } }"))
        XCTAssertTrue(iter.contains("public func offset() -> Int { withCStruct(cValue) { this in swiftInt(rec_iter_get_offset(this)) } }"))
        XCTAssertTrue(iter.contains("withCStruct(lhs.cValue) { l in withCStruct(rhs.cValue) { r in rec_iter_equal(l, r) != 0 } }"))
    }

    func testOutParametersAndStructArgumentsOfAClass() throws {
        let buffer = try file("Rec/Classes/Buffer.swift", in: generate(config()))
        XCTAssertTrue(buffer.contains("public func startIter() -> Iter {"), "a caller-allocated out parameter is the result")
        XCTAssertTrue(buffer.contains("var _iter = RecIter()"))
        XCTAssertTrue(buffer.contains("return Iter(_iter)"))
        XCTAssertTrue(buffer.contains("var _path: OpaquePointer? = nil"))
        XCTAssertTrue(buffer.contains("return Path.wrap(full: _path)"))
        XCTAssertTrue(buffer.contains(
            "public func insert(iter: inout Iter, start: Iter) { withUnsafeMutablePointer(to: &iter.cValue) { _iter in withCStruct(start.cValue) { _start in rec_buffer_insert(cPointer(), _iter, _start) } } }"),
            "a struct C may change is inout, a const one passed by value")
    }

    func testCoverageAndTheTestsIndexCountRecords() throws {
        let output = try generate(config())
        XCTAssertTrue(output.coverageText.contains("records selected (classes by pointer, structs by value)      2       of     2"), output.coverageText)
        let index = try XCTUnwrap(output.testFiles["TestsGenerated"]?.first).contents
        XCTAssertTrue(index.contains("types.append(TypeCheck(\"RecPath\", record: Path.gType))"), index)
    }

    func testARecordsEntryThatNamesNoRecordWithAGTypeIsAnError() {
        for name in ["Nope", "Plain"] {
            XCTAssertThrowsError(try generate(config(records: [name]))) { error in
                XCTAssertEqual((error as? GeneratorConfigError)?.problem, "records lists \(name), which is no record of Rec with a GType")
            }
        }
    }
}
