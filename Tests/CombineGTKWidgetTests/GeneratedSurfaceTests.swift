import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The generated surface held to GTK: every class GTK makes with no arguments is made, every
/// property it has is read through its Swift property and through `g_object_get_property`,
/// and every signal's publisher or handler connects and, where it can be emitted without
/// running GTK's default handler, receives one emission and none after it is cancelled.
final class GeneratedSurfaceTests: XCTestCase {
    /// Properties whose C getter and GObject disagree by GTK's design, with the reason.
    private static let knownDifferences = [
        "GtkWidget:name": "gtk_widget_get_name returns the type name while no name is set; the property is NULL",
    ]

    func testEveryConstructibleClassReadsItsPropertiesAsGObjectDoes() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var properties = 0
            for check in GeneratedSurfaceIndex.classes {
                let object = check.make()
                XCTAssertEqual(object.typeName, check.typeName, "the constructor makes the class's own type")
                XCTAssertTrue(type(of: Object.wrapper(retaining: object.objectPointer)) == type(of: object),
                              "\(check.typeName) is wrapped with its own class")
                for property in check.properties {
                    if let problem = property.verify(object), Self.knownDifferences[property.name] == nil {
                        XCTFail("\(property.name) on a \(check.typeName): \(problem)")
                    }
                    properties += 1
                }
                (object as? Window)?.destroy()
            }
            XCTAssertGreaterThan(properties, 400, "the index lists the properties")
            print("GeneratedSurfaceTests: \(properties) properties read both ways on \(GeneratedSurfaceIndex.classes.count) classes")
        }
    }

    func testEverySignalsPublisherOrHandlerConnectsAndReceivesAnEmission() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var emitted = 0
            var connected = 0
            for check in GeneratedSurfaceIndex.classes {
                let object = check.make()
                for signal in check.signals {
                    let label = "\(check.typeName)::\(signal.signal) (\(signal.api))"
                    let handlersBefore = SignalHandler.heldByGLib.load(ordering: .relaxed)
                    var hits = 0
                    let connection = signal.connect(object) { hits += 1 }
                    XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), handlersBefore + 1, "\(label) connects")
                    connected += 1
                    if SignalEmitter.canEmit(signal.signal, on: object.objectPointer) {
                        SignalEmitter.emit(signal.signal, on: object.objectPointer)
                        XCTAssertEqual(hits, 1, "\(label) receives the emission")
                        connection.cancel()
                        SignalEmitter.emit(signal.signal, on: object.objectPointer)
                        XCTAssertEqual(hits, 1, "\(label) receives nothing once cancelled")
                        emitted += 1
                    }
                    connection.cancel()
                }
                (object as? Window)?.destroy()
            }
            XCTAssertGreaterThan(connected, 150)
            XCTAssertGreaterThan(emitted, 50)
            print("GeneratedSurfaceTests: \(connected) signal APIs connected, \(emitted) received an emission")
        }
    }
}
