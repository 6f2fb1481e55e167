import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// The generated Pango and Graphene surfaces held to the libraries, with no display
/// (`PangoSurfaceIndex`, `GrapheneSurfaceIndex`, see `SurfaceVerification`), and a Pango
/// layout used through its generated API.
final class PangoSurfaceTests: MainActorTestCase {
    func testEveryGeneratedTypeIsRegisteredWithItsPropertiesAndSignals() {
        onMain {
            let result = SurfaceVerification.types(PangoSurfaceIndex.types + GrapheneSurfaceIndex.types)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThanOrEqual(PangoSurfaceIndex.types.count, 6, "the index lists Pango's layout, context and font classes")
            XCTAssertGreaterThan(result.properties, 1, "the index lists the properties")
            for check in PangoSurfaceIndex.types + GrapheneSurfaceIndex.types {
                if let wrapper = check.wrapper {
                    XCTAssertTrue(WrapperClass.of(check.gType) == wrapper, "\(check.typeName) is in the class table")
                }
            }
        }
    }

    func testEveryConstructibleClassReadsItsPropertiesAsGObjectDoes() {
        onMain {
            let classes = PangoSurfaceIndex.classes + GrapheneSurfaceIndex.classes
            let result = SurfaceVerification.properties(of: classes)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThanOrEqual(classes.count, 1, "a Pango context is made with no arguments")
            let signals = SurfaceVerification.signals(of: classes) { SignalHandler.heldByGLib.load(ordering: .relaxed) }
            XCTAssertEqual(signals.problems, [])
        }
    }

    func testALayoutKeepsItsTextAndSettingsWithoutAFontMap() {
        onMain {
            let context = Context()
            let layout = Layout(context: context)
            XCTAssertTrue(layout.context() === context, "the layout's context is the wrapper it was made with")
            layout.setText(text: "Grüße, Pango", length: -1)
            layout.setWrap(.wordChar)
            layout.setEllipsize(.end)
            layout.setAlignment(.center)
            XCTAssertEqual(layout.text(), "Grüße, Pango")
            XCTAssertEqual(layout.characterCount(), 12, "characters, not UTF-8 bytes")
            XCTAssertEqual(layout.wrap(), .wordChar)
            XCTAssertEqual(layout.ellipsize(), .end)
            XCTAssertEqual(layout.alignment(), .center)
            XCTAssertEqual(PangoWrapMode.gType, pango_wrap_mode_get_type())
        }
    }
}
