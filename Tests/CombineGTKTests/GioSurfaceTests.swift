import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// The generated Gio surface held to GLib, with no display (`GioSurfaceIndex`, see
/// `SurfaceVerification`): every generated class and interface is registered under its C
/// name with each property (of a type its Swift key reads) and each signal, and every class
/// is in the class table; every class Gio makes with no arguments is made, its properties
/// read through their Swift API and through `g_object_get_property`, and each signal's
/// publisher or handler connects and receives an emission, and none once cancelled.
final class GioSurfaceTests: MainActorTestCase {
    func testEveryGeneratedTypeIsRegisteredWithItsPropertiesAndSignals() {
        onMain {
            let result = verifyRegistered(GioSurfaceIndex.types)
            XCTAssertGreaterThan(GioSurfaceIndex.types.count, 50, "the index lists the types")
            XCTAssertGreaterThan(result.properties, 60, "the index lists the properties")
            XCTAssertGreaterThan(result.signals, 10, "the index lists the signals")
        }
    }

    func testEveryConstructibleClassReadsItsPropertiesAsGObjectDoes() {
        onMain {
            let result = SurfaceVerification.properties(of: GioSurfaceIndex.classes)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThan(GioSurfaceIndex.classes.count, 8, "the index lists the classes")
            XCTAssertGreaterThan(result.checked, 8, "the index lists the properties")
        }
    }

    func testEverySignalsPublisherOrHandlerConnectsAndReceivesAnEmission() {
        onMain {
            let result = SurfaceVerification.signals(of: GioSurfaceIndex.classes) { SignalHandler.heldByGLib.load(ordering: .relaxed) }
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThan(result.connected, 3)
            XCTAssertGreaterThan(result.emitted, 2)
        }
    }
}
