import CGtk
import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// GtkBuilder with no display: a GtkAdjustment is an object, not a widget. Loading errors
/// are thrown (GTK's own constructors abort), lookups are typed with clear errors, and
/// `.ui` signal handlers call Swift closures.
final class BuilderTests: MainActorTestCase {
    private static func adjustmentXML(signal: String = "") -> String {
        """
        <interface>
          <object class="GtkAdjustment" id="volume">
            <property name="upper">100</property>
            <property name="value">5</property>
            \(signal)
          </object>
          <object class="GtkAdjustment" id="other"/>
        </interface>
        """
    }

    func testAnObjectComesBackTypedAsTheSameWrapperEachTime() throws {
        try onMain {
            let builder = try Builder(string: Self.adjustmentXML())
            let volume = try builder.object("volume", as: Adjustment.self)
            XCTAssertEqual(volume.value, 5)
            XCTAssertEqual(volume.upper, 100)
            XCTAssertTrue(try builder.object("volume", as: Adjustment.self) === volume)
            XCTAssertTrue(try builder.object("volume", as: Object.self) === volume, "the wrapper Object.wrapper(retaining:) finds")
        }
    }

    func testAMissingIdThrowsAnErrorNamingIt() throws {
        try onMain {
            let builder = try Builder(string: Self.adjustmentXML())
            XCTAssertThrowsError(try builder.object("volumme", as: Adjustment.self)) { error in
                XCTAssertEqual(error as? BuilderObjectError, .missing(id: "volumme"))
                XCTAssertTrue("\(error)".contains("\"volumme\""), "\(error)")
            }
        }
    }

    func testAWrongTypeThrowsAnErrorNamingTheIdTheSwiftTypeAndTheRealGType() throws {
        try onMain {
            let builder = try Builder(string: Self.adjustmentXML())
            XCTAssertThrowsError(try builder.object("volume", as: TextBuffer.self)) { error in
                XCTAssertEqual(error as? BuilderObjectError, .wrongType(id: "volume", expected: "TextBuffer", actualType: "GtkAdjustment"))
                XCTAssertEqual("\(error)", "object \"volume\" is a GtkAdjustment, not a TextBuffer")
            }
        }
    }

    func testMalformedXMLAndUnknownClassesThrowInsteadOfAborting() throws {
        try onMain {
            // Malformed inside a tag: GTK 4.8 leaks the object it was building when the XML
            // breaks after an <object> opened (an unclosed one), which `make sanitize` reports.
            XCTAssertThrowsError(try Builder(string: #"<interface><object class=GtkAdjustment id="a"/></interface>"#)) { error in
                XCTAssertFalse((error as? GLibError)?.message.isEmpty ?? true, "\(error)")
            }
            XCTAssertThrowsError(try Builder(string: #"<interface><object class="GtkNoSuchThing" id="x"/></interface>"#)) { error in
                XCTAssertTrue((error as? GLibError)?.message.contains("GtkNoSuchThing") ?? false, "\(error)")
            }
            XCTAssertThrowsError(try Builder(resource: "/io/example/NoSuch/window.ui")) { error in
                XCTAssertTrue((error as? GLibError)?.message.contains("/io/example/NoSuch/window.ui") ?? false, "\(error)")
            }
        }
    }

    func testASignalHandlerNamedInTheUICallsTheSwiftClosure() throws {
        try onMain {
            var calls = 0
            let builder = try Builder(
                string: Self.adjustmentXML(signal: #"<signal name="value-changed" handler="on_volume_changed"/>"#),
                handlers: ["on_volume_changed": { calls += 1 }]
            )
            let volume = try builder.object("volume", as: Adjustment.self)
            XCTAssertEqual(calls, 0)
            volume.value = 10
            volume.value = 20
            XCTAssertEqual(calls, 2)
        }
    }

    func testAHandlerGetsTheEmitterOrWhenSwappedTheObjectAttributesObject() throws {
        try onMain {
            var emitters: [Object] = []
            var swapped: [Object] = []
            var values: [Double] = []
            let builder = Builder()
            builder.handlers.add("on_changed") { (object: Object) in emitters.append(object) }
            builder.handlers.add("on_changed_swapped") { (object: Object) in swapped.append(object) }
            builder.handlers.add("on_changed_emission", emission: { emission in
                values.append(Adjustment.wrapping(emission.instance).value)
            })
            try builder.addFromString(Self.adjustmentXML(signal: """
                <signal name="value-changed" handler="on_changed"/>
                <signal name="value-changed" handler="on_changed_swapped" object="other" swapped="yes"/>
                <signal name="value-changed" handler="on_changed_emission"/>
                """))
            let volume = try builder.object("volume", as: Adjustment.self)
            let other = try builder.object("other", as: Adjustment.self)
            volume.value = 42
            XCTAssertEqual(emitters.count, 1)
            XCTAssertTrue(emitters.first === volume)
            XCTAssertEqual(swapped.count, 1)
            XCTAssertTrue(swapped.first === other)
            XCTAssertEqual(values, [42])
            XCTAssertEqual(builder.handlers.names, [], "the load let its handlers go; the connections kept theirs")
        }
    }

    func testAHandlerNameWithNoClosureIsAClearError() throws {
        try onMain {
            XCTAssertThrowsError(try Builder(string: Self.adjustmentXML(signal: #"<signal name="value-changed" handler="on_missing"/>"#))) { error in
                let error = error as? GLibError
                XCTAssertTrue(error?.matches(BuilderError.invalidFunction) ?? false, "\(String(describing: error))")
                XCTAssertTrue(error?.message.contains("on_missing") ?? false, "\(String(describing: error))")
            }
        }
    }

    func testAConnectedClosureIsReleasedWithItsObject() throws {
        final class Token {}
        weak var released: Token?
        let xml = Self.adjustmentXML(signal: #"<signal name="value-changed" handler="on_changed"/>"#)
        try onMain {
            let heldAtStart = SignalHandler.heldByGLib.load(ordering: .relaxed)
            do {
                let token = Token()
                released = token
                let builder = try Builder(
                    string: xml,
                    handlers: ["on_changed": { _ = token }]
                )
                _ = try builder.object("volume", as: Adjustment.self)
            }
            drainMainContext()
            XCTAssertNil(released, "the closure box went with the builder and its objects")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), heldAtStart)
        }
    }

    func testTheRegistryLetsGoOfItsHandlersAfterALoadSoOneCapturingTheBuilderKeepsNothing() throws {
        try onMain {
            try assertFinalized("a registered handler capturing its builder does not keep it") {
                let builder = Builder()
                builder.handlers.add("on_unused") { _ = builder }
                try builder.addFromString(Self.adjustmentXML())
                XCTAssertEqual(builder.handlers.names, [], "the load used the handlers and let them go")
                return builder
            }
        }
    }

    func testOurScopeIsAGtkBuilderCScopeSoUITypesResolveAsGTKsOwnScopeResolvesThem() throws {
        try onMain {
            let builder = Builder()
            _ = builder.handlers
            let scope = try XCTUnwrap(gtk_builder_get_scope(builder.cPointer()))
            XCTAssertNotEqual(g_type_is_a(cgtk_object_type(gObject(scope)), gtk_builder_cscope_get_type()), 0)
        }
    }
}
