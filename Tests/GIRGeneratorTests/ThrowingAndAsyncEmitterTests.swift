import XCTest
@testable import GIRGenerator

/// The mapping rules for `GError **`, `x_async`/`x_finish` pairs, pointer `out` parameters
/// and interfaces generated as classes, on a GIR shaped like GIO's `GFile`.
final class ThrowingAndAsyncEmitterTests: XCTestCase {
    private static let gir = """
    <?xml version="1.0"?>
    <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
                xmlns:c="http://www.gtk.org/introspection/c/1.0" xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
      <namespace name="Gio" version="2.0" c:identifier-prefixes="G" c:symbol-prefixes="g">
        <class name="Cancellable" c:type="GCancellable" parent="GObject.Object" glib:type-name="GCancellable" glib:get-type="g_cancellable_get_type"/>
        <interface name="AsyncResult" c:type="GAsyncResult" glib:type-name="GAsyncResult" glib:get-type="g_async_result_get_type"/>
        <callback name="AsyncReadyCallback" c:type="GAsyncReadyCallback">
          <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
        </callback>
        <interface name="File" c:type="GFile" glib:type-name="GFile" glib:get-type="g_file_get_type">
          <function name="new_for_path" c:identifier="g_file_new_for_path">
            <return-value transfer-ownership="full"><type name="File" c:type="GFile*"/></return-value>
            <parameters><parameter name="path" transfer-ownership="none"><type name="filename" c:type="const char*"/></parameter></parameters>
          </function>
          <method name="delete" c:identifier="g_file_delete" throws="1">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters>
              <instance-parameter name="file" transfer-ownership="none"><type name="File" c:type="GFile*"/></instance-parameter>
              <parameter name="cancellable" transfer-ownership="none" nullable="1" allow-none="1"><type name="Cancellable" c:type="GCancellable*"/></parameter>
            </parameters>
          </method>
          <method name="load_async" c:identifier="g_file_load_async">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="file" transfer-ownership="none"><type name="File" c:type="GFile*"/></instance-parameter>
              <parameter name="cancellable" transfer-ownership="none" nullable="1" allow-none="1"><type name="Cancellable" c:type="GCancellable*"/></parameter>
              <parameter name="callback" transfer-ownership="none" nullable="1" allow-none="1" scope="async" closure="2">
                <type name="AsyncReadyCallback" c:type="GAsyncReadyCallback"/>
              </parameter>
              <parameter name="user_data" transfer-ownership="none" nullable="1" allow-none="1"><type name="gpointer" c:type="gpointer"/></parameter>
            </parameters>
          </method>
          <method name="load_finish" c:identifier="g_file_load_finish" throws="1">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters>
              <instance-parameter name="file" transfer-ownership="none"><type name="File" c:type="GFile*"/></instance-parameter>
              <parameter name="res" transfer-ownership="none"><type name="AsyncResult" c:type="GAsyncResult*"/></parameter>
              <parameter name="contents" direction="out" caller-allocates="0" transfer-ownership="full">
                <array length="2" zero-terminated="0" c:type="char**"><type name="guint8" c:type="char"/></array>
              </parameter>
              <parameter name="length" direction="out" caller-allocates="0" transfer-ownership="full" optional="1" allow-none="1">
                <type name="gsize" c:type="gsize*"/>
              </parameter>
              <parameter name="etag_out" direction="out" caller-allocates="0" transfer-ownership="full" optional="1" allow-none="1">
                <type name="utf8" c:type="char**"/>
              </parameter>
            </parameters>
          </method>
        </interface>
      </namespace>
    </repository>
    """

    private func file() throws -> String {
        let config = GeneratorConfig(
            file: "Io.json", output: GeneratorConfig.Output(sources: "Generated"),
            namespaces: [GeneratorConfig.NamespaceEntry(name: "Gio", version: "2.0", tests: "TestsGenerated", classes: ["Cancellable"],
                                                         interfaces: ["File"], interfaceClasses: ["File"])],
            handWrittenTypes: [Fixtures.object],
            acceptedClashes: [GeneratorConfig.AcceptedClash(swift: "Cancellable", reason: "as in Generator.json")]
        )
        let output = try Generator.generate(GIRParser.parse(Self.gir).namespace, config: config, declarations: nil, context: Fixtures.context)
        return try XCTUnwrap(output.files.first { $0.path == "Gio/Classes/File.swift" }?.contents, "the interface File is generated as a class")
    }

    func testAnInterfaceNoPublicClassImplementsIsAClassWithItsNewFunctionsAsInitializers() throws {
        let file = try file()
        XCTAssertTrue(file.contains("open class File: Object {"), file)
        XCTAssertTrue(file.contains("""
            public convenience init(path: String) {
                self.init(adopting: gObject(g_file_new_for_path(path)))
            }
        """), file)
    }

    func testAnInterfaceClassTheSelectionDoesNotListStopsGeneration() throws {
        var config = GeneratorConfig(file: "Io.json", output: GeneratorConfig.Output(sources: "Generated"),
                                     namespaces: [GeneratorConfig.NamespaceEntry(name: "Gio", version: "2.0", tests: "T", interfaceClasses: ["File"])],
                                     handWrittenTypes: [Fixtures.object])
        XCTAssertThrowsError(try Generator.generate(GIRParser.parse(Self.gir).namespace, config: config, declarations: nil, context: Fixtures.context)) { error in
            XCTAssertTrue("\(error)".contains("interfaceClasses lists File, which interfaces does not list"), "\(error)")
        }
        config.namespaces[0].interfaces = ["File"]
        config.acceptedClashes = [GeneratorConfig.AcceptedClash(swift: "Cancellable", reason: "as in Generator.json")]
        XCTAssertNoThrow(try Generator.generate(GIRParser.parse(Self.gir).namespace, config: config, declarations: nil, context: Fixtures.context))
    }

    func testAGErrorBecomesTypedThrowsAndABooleanSuccessResultIsDropped() throws {
        XCTAssertTrue(try file().contains("""
            public func delete(cancellable: Cancellable? = nil) throws(GLibError) { try GLibError.check { _error in g_file_delete(cPointer(), cancellable?.cPointer(), _error) } }
        """))
    }

    func testAnAsyncPairIsOneAsyncMethodReturningTheFinishOutsAsALabelledTuple() throws {
        let file = try file()
        XCTAssertTrue(file.contains("""
            public func load() async throws -> (contents: [UInt8], etag: String?) {
                try await asyncCall { _cancellable, _callback, _data in
                    g_file_load_async(cPointer(), _cancellable, _callback, _data)
                } finish: { [self] _asyncResult throws(GLibError) in
                    var _contents: UnsafeMutablePointer<CChar>? = nil
                    var _length = gsize(0)
                    var _etag: UnsafeMutablePointer<CChar>? = nil
                    try GLibError.check { _error in g_file_load_finish(cPointer(), _asyncResult, &_contents, &_length, &_etag, _error) }
                    return (swiftBytes(taking: _contents, count: _length), swiftString(taking: _etag))
                }
            }
        """), file)
        XCTAssertFalse(file.contains("func loadFinish"), "the finish is part of the async method")
    }
}
