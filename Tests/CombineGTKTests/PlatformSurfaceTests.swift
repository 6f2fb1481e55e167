import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// The generated Pango, Graphene and GdkPixbuf surfaces held to the libraries, with no
/// display (`PangoSurfaceIndex`, `GrapheneSurfaceIndex`, `GdkPixbufSurfaceIndex`, see
/// `SurfaceVerification`), and a Pango layout and a pixbuf used through their generated API.
final class PlatformSurfaceTests: MainActorTestCase {
    @MainActor private static var types: [TypeCheck] { PangoSurfaceIndex.types + GrapheneSurfaceIndex.types + GdkPixbufSurfaceIndex.types }
    @MainActor private static var classes: [ClassCheck] { PangoSurfaceIndex.classes + GrapheneSurfaceIndex.classes + GdkPixbufSurfaceIndex.classes }

    func testEveryGeneratedTypeIsRegisteredWithItsPropertiesAndSignals() {
        onMain {
            let result = verifyRegistered(Self.types)
            XCTAssertGreaterThanOrEqual(PangoSurfaceIndex.types.count, 6, "the index lists Pango's layout, context and font classes")
            XCTAssertEqual(GdkPixbufSurfaceIndex.types.map(\.typeName), ["GdkPixbuf"])
            XCTAssertGreaterThan(result.properties, 8, "the index lists the properties")
        }
    }

    func testEveryConstructibleClassReadsItsPropertiesAsGObjectDoes() {
        onMain {
            let result = SurfaceVerification.properties(of: Self.classes)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThanOrEqual(Self.classes.count, 1, "a Pango context is made with no arguments")
            let signals = SurfaceVerification.signals(of: Self.classes) { SignalHandler.heldByGLib.load(ordering: .relaxed) }
            XCTAssertEqual(signals.problems, [])
        }
    }

    func testALayoutKeepsItsTextAndSettingsWithoutAFontMap() {
        onMain {
            let context = Context()
            let layout = Layout(context: context)
            XCTAssertTrue(layout.context() === context, "the layout's context is the wrapper it was made with")
            layout.setText("Grüße, Pango", length: -1)
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

    func testAPixbufHasTheSizeAndFormatItWasMadeWith() {
        onMain {
            let pixbuf = Pixbuf(colorspace: .rgb, hasAlpha: true, bitsPerSample: 8, width: 4, height: 3)
            XCTAssertEqual([pixbuf.width, pixbuf.height, pixbuf.nChannels, pixbuf.bitsPerSample], [4, 3, 4, 8])
            XCTAssertTrue(pixbuf.hasAlpha)
            XCTAssertEqual(pixbuf.colorspace, .rgb)
            XCTAssertGreaterThanOrEqual(pixbuf.rowstride, 16, "a row holds 4 pixels of 4 bytes")
            XCTAssertEqual(pixbuf.value(Pixbuf.widthProperty), 4, "GObject reads the same")
        }
    }
}
