import XCTest
@testable import GIRGenerator

/// Hand-written boxed values (`GLib.Variant` → `Variant`), error domains without a GType,
/// `methodNames`, and the unlabelled text of `append(_:detailedAction:)`, on a small GIR.
final class BoxedValueTests: XCTestCase {
    private static let gir = """
    <?xml version="1.0"?>
    <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
                xmlns:c="http://www.gtk.org/introspection/c/1.0" xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
      <namespace name="Mini" version="1.0" c:identifier-prefixes="Mini" c:symbol-prefixes="mini">
        <class name="Thing" c:type="MiniThing" parent="GObject.Object" glib:type-name="MiniThing" glib:get-type="mini_thing_get_type">
          <method name="activate" c:identifier="mini_thing_activate">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="thing" transfer-ownership="none"><type name="Thing" c:type="MiniThing*"/></instance-parameter>
              <parameter name="parameter" transfer-ownership="none" nullable="1"><type name="GLib.Variant" c:type="GVariant*"/></parameter>
              <parameter name="names" transfer-ownership="none">
                <array c:type="const char**"><type name="utf8" c:type="char*"/></array>
              </parameter>
            </parameters>
          </method>
          <method name="take" c:identifier="mini_thing_take">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="thing" transfer-ownership="none"><type name="Thing" c:type="MiniThing*"/></instance-parameter>
              <parameter name="value" transfer-ownership="full"><type name="GLib.Variant" c:type="GVariant*"/></parameter>
            </parameters>
          </method>
          <method name="get_state" c:identifier="mini_thing_get_state">
            <return-value transfer-ownership="full" nullable="1"><type name="GLib.Variant" c:type="GVariant*"/></return-value>
            <parameters>
              <instance-parameter name="thing" transfer-ownership="none"><type name="Thing" c:type="MiniThing*"/></instance-parameter>
              <parameter name="expected_type" transfer-ownership="none" nullable="1"><type name="GLib.VariantType" c:type="const GVariantType*"/></parameter>
            </parameters>
          </method>
          <method name="get_state_type" c:identifier="mini_thing_get_state_type">
            <return-value transfer-ownership="none"><type name="GLib.VariantType" c:type="const GVariantType*"/></return-value>
            <parameters>
              <instance-parameter name="thing" transfer-ownership="none"><type name="Thing" c:type="MiniThing*"/></instance-parameter>
            </parameters>
          </method>
          <method name="append" c:identifier="mini_thing_append">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <instance-parameter name="thing" transfer-ownership="none"><type name="Thing" c:type="MiniThing*"/></instance-parameter>
              <parameter name="label" transfer-ownership="none" nullable="1"><type name="utf8" c:type="const gchar*"/></parameter>
              <parameter name="detailed_action" transfer-ownership="none" nullable="1"><type name="utf8" c:type="const gchar*"/></parameter>
            </parameters>
          </method>
          <method name="is_visible" c:identifier="mini_thing_is_visible">
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
            <parameters>
              <instance-parameter name="thing" transfer-ownership="none"><type name="Thing" c:type="MiniThing*"/></instance-parameter>
            </parameters>
          </method>
          <property name="state" writable="1" transfer-ownership="none"><type name="GLib.Variant"/></property>
          <glib:signal name="state-changed">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <parameter name="value" transfer-ownership="none"><type name="GLib.Variant"/></parameter>
            </parameters>
          </glib:signal>
        </class>
        <enumeration name="ThingError" c:type="MiniThingError" glib:error-domain="mini-error-quark">
          <member name="failed" value="0" c:identifier="MINI_ERROR_FAILED"/>
          <member name="no_entry" value="1" c:identifier="MINI_ERROR_NO_ENTRY"/>
        </enumeration>
      </namespace>
    </repository>
    """

    private func output(errorDomains: [String] = ["ThingError"], methodNames: [GeneratorConfig.MethodName] = []) throws -> Generator.Output {
        let config = GeneratorConfig(
            file: "Mini.json", output: GeneratorConfig.Output(sources: "Generated"),
            namespaces: [GeneratorConfig.NamespaceEntry(name: "Mini", version: "1.0", tests: "TestsGenerated", classes: ["Thing"],
                                                         errorDomains: errorDomains)],
            handWrittenTypes: [
                Fixtures.object,
                GeneratorConfig.HandWrittenType(gir: TypeName("GLib.Variant"), swift: "Variant", kind: .boxed, cType: "GVariant"),
                GeneratorConfig.HandWrittenType(gir: TypeName("GLib.VariantType"), swift: "VariantType", kind: .boxed, cType: "GVariantType"),
            ],
            methodNames: methodNames
        )
        return try Generator.generate(try GIRParser.parse(Self.gir).namespace, config: config, declarations: nil,
                                      context: GenerationContext(girFile: "Mini-1.0.gir", libraryVersion: "Mini 1.0"))
    }

    private func file(_ path: String, methodNames: [GeneratorConfig.MethodName] = []) throws -> String {
        try XCTUnwrap(output(methodNames: methodNames).files.first { $0.path == path }?.contents, "\(path) is generated")
    }

    func testABoxedArgumentIsLentOutsideTheStringArraysClosureAndResultsFollowTheirTransfer() throws {
        let thing = try file("Mini/Classes/Thing.swift")
        XCTAssertTrue(thing.contains("public func activate(parameter: Variant?, names: [String]) { withCPointer(parameter) { _parameter in withCStrings(names) { mini_thing_activate(cPointer(), _parameter, $0) } } }"), thing)
        XCTAssertTrue(thing.contains("public func state(_ expectedType: VariantType?) -> Variant? { withCPointer(expectedType) { _expectedType in mini_thing_get_state(cPointer(), _expectedType).map { Variant(adopting: $0) } } }"), thing)
        XCTAssertTrue(thing.contains("public func stateType() -> VariantType { mini_thing_get_state_type(cPointer()).map { VariantType(retaining: $0) }! }"), thing)
        XCTAssertFalse(thing.contains("func take("), "a callee that takes the value (transfer full) is not mapped")
    }

    func testABoxedPropertyAndSignalArgumentGoThroughGValueAsOptionals() throws {
        let thing = try file("Mini/Classes/Thing.swift")
        XCTAssertTrue(thing.contains("public nonisolated static var stateProperty: PropertyKey<Variant?> { PropertyKey(\"MiniThing\", \"state\") }"), thing)
        XCTAssertTrue(thing.contains("public var stateBinder: Binder<Variant?>"), thing)
        XCTAssertTrue(thing.contains("public var stateChangedPublisher: SignalPublisher<Variant?> { signalPublisher(\"state-changed\") { $0.value(0, as: Variant?.self) } }"),
                      "C may emit NULL whatever the GIR says: " + thing)
    }

    func testTheTextAnAppendAddsGoesUnlabelled() throws {
        XCTAssertTrue(try file("Mini/Classes/Thing.swift").contains("public func append(_ label: String?, detailedAction: String?)"))
    }

    func testMethodNamesNameAMethodWhoseNameIsTaken() throws {
        let renamed = try file("Mini/Classes/Thing.swift", methodNames: [.init(gir: "Mini.Thing.is_visible", swift: "isEffectivelyVisible", reason: "r")])
        XCTAssertTrue(renamed.contains("public func isEffectivelyVisible() -> Bool { mini_thing_is_visible(cPointer()) != 0 }"), renamed)
        XCTAssertThrowsError(try output(methodNames: [.init(gir: "Mini.Thing.is_hidden", swift: "isHidden", reason: "r")])) { error in
            XCTAssertEqual((error as? GeneratorConfigError)?.problem, "methodNames lists Mini.Thing.is_hidden, which names no method the generator generates")
        }
    }

    func testAnErrorDomainWithoutAGTypeIsAGLibErrorDomainEnum() throws {
        let error = try file("Mini/Enums/ThingError.swift")
        XCTAssertTrue(error.contains("public enum ThingError: Int32, Sendable, CaseIterable {"), error)
        XCTAssertTrue(error.contains("case noEntry = 1"), error)
        XCTAssertTrue(error.contains("""
        extension ThingError: GLibErrorDomain {
            /// The domain `mini-error-quark` (`g_quark_from_string("mini-error-quark")`).
            public static var errorDomain: GQuark { g_quark_from_string("mini-error-quark") }
        }
        """), error)
        XCTAssertFalse(error.contains("GLibEnum"), "no GType: no GValue conversion")
        XCTAssertTrue(try output().coverageText.contains("error domains without a GType (GLibErrorDomain enums)      1       of     1"))
        XCTAssertThrowsError(try output(errorDomains: ["Thing"])) { error in
            XCTAssertTrue((error as? GeneratorConfigError)?.problem.hasPrefix("errorDomains lists Thing, which is no error-domain enumeration") == true, "\(error)")
        }
    }
}
