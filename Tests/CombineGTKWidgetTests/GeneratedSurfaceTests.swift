import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// The generated GTK surface held to GTK (`GtkSurfaceIndex`, see `SurfaceVerification`):
/// every generated class and interface is registered with its properties and signals; every
/// class GTK makes with no arguments is made, every property it has is read through its
/// Swift property and through `g_object_get_property`, and every signal's publisher or
/// handler connects and, where it can be emitted without running GTK's default handler,
/// receives one emission and none after it is cancelled.
final class GeneratedSurfaceTests: XCTestCase {
    /// Properties whose C getter and GObject disagree by GTK's design, with the reason.
    private static let knownDifferences = [
        "GtkWidget:name": "gtk_widget_get_name returns the type name while no name is set; the property is NULL",
    ]

    func testEveryGeneratedTypeHasItsPropertiesAndSignals() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let result = SurfaceVerification.types(GtkSurfaceIndex.types)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThan(result.properties, 600, "the index lists the properties")
            XCTAssertGreaterThan(result.signals, 200, "the index lists the signals")
            for check in GtkSurfaceIndex.types {
                if let wrapper = check.wrapper {
                    XCTAssertTrue(WrapperClass.of(check.gType) == wrapper, "\(check.typeName) is in the class table")
                }
            }
            print("GeneratedSurfaceTests: \(GtkSurfaceIndex.types.count) types, \(result.properties) properties, \(result.signals) signals registered")
        }
    }

    func testEveryConstructibleClassReadsItsPropertiesAsGObjectDoes() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let result = SurfaceVerification.properties(of: GtkSurfaceIndex.classes, knownDifferences: Self.knownDifferences)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThan(result.checked, 400, "the index lists the properties")
            print("GeneratedSurfaceTests: \(result.checked) properties read both ways on \(GtkSurfaceIndex.classes.count) classes")
        }
    }

    func testEverySignalsPublisherOrHandlerConnectsAndReceivesAnEmission() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let result = SurfaceVerification.signals(of: GtkSurfaceIndex.classes) { SignalHandler.heldByGLib.load(ordering: .relaxed) }
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThan(result.connected, 150)
            XCTAssertGreaterThan(result.emitted, 50)
            print("GeneratedSurfaceTests: \(result.connected) signal APIs connected, \(result.emitted) received an emission")
        }
    }
}
