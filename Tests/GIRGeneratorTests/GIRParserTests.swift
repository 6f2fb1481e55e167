import XCTest
@testable import GIRGenerator

final class GIRParserTests: XCTestCase {
    func testRepositoryAndNamespace() throws {
        let repository = try Fixtures.repository()
        XCTAssertEqual(repository.includes, [Repository.Include(name: "GObject", version: "2.0")])
        XCTAssertEqual(repository.packages, ["demo"])
        XCTAssertEqual(repository.cIncludes, ["demo/demo.h"])
        let namespace = repository.namespace
        XCTAssertEqual(namespace.name, "Demo")
        XCTAssertEqual(namespace.version, "1.0")
        XCTAssertEqual(namespace.symbolPrefixes, ["demo"])
        XCTAssertEqual(namespace.classes.map(\.name), ["Widget", "Button", "Settings"])
        XCTAssertEqual(namespace.interfaces.map(\.name), ["Buildable"])
        XCTAssertEqual(namespace.records.map(\.name), ["Rgba"])
        XCTAssertEqual(namespace.callbacks.map(\.name), ["Callback"])
        XCTAssertEqual(namespace.functions.map(\.cIdentifier), ["demo_init"])
        XCTAssertEqual(namespace.aliases.first?.target, .named(TypeName("gint"), cType: "int", elements: []))
        XCTAssertEqual(namespace.enumerations(of: .bitfield).map(\.name), ["StateFlags"])
    }

    func testClassWithMethodsPropertiesAndSignals() throws {
        let widget = try XCTUnwrap(Fixtures.repository().namespace.class(named: "Widget"))
        XCTAssertEqual(widget.parent, TypeName(namespace: "GObject", name: "InitiallyUnowned"))
        XCTAssertTrue(widget.isAbstract)
        XCTAssertEqual(widget.implements, [TypeName("Buildable")])
        XCTAssertEqual(widget.getType, "demo_widget_get_type")
        XCTAssertEqual(widget.typeStruct, "WidgetClass")
        XCTAssertEqual(widget.info.doc, "The base of all widgets.")

        let setter = widget.members.methods[0]
        XCTAssertEqual(setter.kind, .method)
        XCTAssertEqual(setter.setsProperty, "halign")
        XCTAssertEqual(setter.instanceParameter?.type, .named(TypeName("Widget"), cType: "DemoWidget*", elements: []))
        XCTAssertTrue(setter.returnValue.isVoid)

        let getter = widget.members.methods[1]
        XCTAssertEqual(getter.info.deprecation, Deprecation(version: "1.2", doc: "Use [method@Demo.Widget.get_label]."))
        XCTAssertEqual(getter.returnValue.transfer, .full)
        XCTAssertTrue(getter.returnValue.isNullable)
        let width = getter.parameters[0]
        XCTAssertEqual(width.direction, .out)
        XCTAssertTrue(width.isOptional, "allow-none on an out parameter means optional")
        XCTAssertFalse(width.isNullable)
        XCTAssertEqual(width.transfer, .full)
        let callback = getter.parameters[1]
        XCTAssertEqual(callback.scope, .notified)
        XCTAssertEqual(callback.closure, 2)
        XCTAssertEqual(callback.destroy, 3)
        XCTAssertTrue(callback.isNullable)
        guard case .array(let names) = getter.parameters[2].type else { return XCTFail("an array") }
        XCTAssertTrue(names.isZeroTerminated, "no length, no fixed size: NULL-terminated")
        XCTAssertEqual(names.element.name, TypeName("utf8"))
        XCTAssertEqual(getter.parameters[3].type, .varargs)

        let halign = widget.members.properties[0]
        XCTAssertTrue(halign.isReadable)
        XCTAssertTrue(halign.isSettable)
        XCTAssertEqual(halign.setter, "set_halign")
        XCTAssertEqual(halign.defaultValue, "DEMO_ALIGN_FILL")
        XCTAssertEqual(halign.type.name, TypeName("Align"))
        let name = widget.members.properties[1]
        XCTAssertFalse(name.isReadable)
        XCTAssertTrue(name.isConstructOnly)
        XCTAssertFalse(name.isSettable)

        let signal = try XCTUnwrap(widget.members.signals.first)
        XCTAssertEqual(signal.name, "key-pressed")
        XCTAssertEqual(signal.phase, .last)
        XCTAssertTrue(signal.isDetailed)
        XCTAssertTrue(signal.isAction)
        XCTAssertEqual(signal.returnValue.type.name, TypeName("gboolean"))
        XCTAssertEqual(signal.parameters.map(\.name), ["keyval", "child"])
        XCTAssertTrue(signal.parameters[1].isNullable)
    }

    func testConstructorsFunctionsAndLineage() throws {
        let namespace = try Fixtures.repository().namespace
        let button = try XCTUnwrap(namespace.class(named: "Button"))
        XCTAssertTrue(button.isFinal)
        XCTAssertEqual(button.constructors.map(\.cIdentifier), ["demo_button_new"])
        XCTAssertEqual(button.constructors.first?.kind, .constructor)
        XCTAssertEqual(button.members.functions.first?.isThrowing, true)
        XCTAssertEqual(namespace.lineage(of: "Button").map(\.name), ["Button", "Widget"])
        XCTAssertEqual(namespace.classes(derivingFrom: "Widget").map(\.name), ["Widget", "Button"])
        XCTAssertEqual(namespace.interfaces.first?.prerequisites, [TypeName(namespace: "GObject", name: "Object")])
        XCTAssertEqual(namespace.interfaces.first?.members.properties.map(\.name), ["id"])
    }

    func testEnumerationsKeepMembersInOrderWithValuesAndDeprecation() throws {
        let namespace = try Fixtures.repository().namespace
        let align = try XCTUnwrap(namespace.enumerations.first { $0.name == "Align" })
        XCTAssertEqual(align.kind, .enumeration)
        XCTAssertEqual(align.getType, "demo_align_get_type")
        XCTAssertEqual(align.members.map(\.name), ["fill", "start", "left", "default", "2d_flat", "negative", "old"])
        XCTAssertEqual(align.members.map(\.value), [0, 1, 1, 2, 3, -1, 4])
        XCTAssertEqual(align.members[2].info.deprecation?.version, "1.4")
        XCTAssertEqual(align.members[4].nick, "2d-flat")
        let error = try XCTUnwrap(namespace.enumerations.first { $0.name == "Error" })
        XCTAssertNil(error.getType)
        XCTAssertEqual(error.errorDomain, "demo-error-quark")
        let flags = try XCTUnwrap(namespace.enumerations.first { $0.name == "StateFlags" })
        XCTAssertEqual(flags.members.last?.value, 3)
        XCTAssertEqual(flags.members[3].value, 2_147_483_648, "unsigned bits above Int32.max")
    }

    func testBrokenInputIsAnErrorWithALine() {
        XCTAssertThrowsError(try GIRParser.parse("<repository><namespace name=\"X\" version=\"1\">")) { error in
            guard case GIRError.invalidXML = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try GIRParser.parse("<repository>\n<namespace name=\"X\" version=\"1\">\n<class/></namespace></repository>")) { error in
            XCTAssertEqual(error as? GIRError, .malformed(line: 3, "<class> has no name"))
        }
    }
}
