import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// The generated Gdk and Gsk surfaces held to GTK (`GdkSurfaceIndex`, `GskSurfaceIndex`, see
/// `SurfaceVerification`): every generated class and interface is registered with its
/// properties and signals; the classes GTK makes with no arguments (Gsk's Cairo renderer) are
/// made and read both ways; and since GDK makes its display objects itself, the test display's
/// own display, clipboard, seat, devices and monitor read every property through their Swift
/// API and through `g_object_get_property`.
final class GdkSurfaceTests: XCTestCase {
    func testEveryGeneratedTypeHasItsPropertiesAndSignals() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let types = GdkSurfaceIndex.types + GskSurfaceIndex.types
            let result = SurfaceVerification.types(types)
            XCTAssertEqual(result.problems, [])
            XCTAssertGreaterThanOrEqual(GdkSurfaceIndex.types.count, 20, "the index lists Gdk's classes and interfaces")
            XCTAssertGreaterThan(result.properties, 60, "the index lists the properties")
            XCTAssertGreaterThan(result.signals, 20, "the index lists the signals")
            for check in types {
                if let wrapper = check.wrapper {
                    XCTAssertTrue(WrapperClass.of(check.gType) == wrapper, "\(check.typeName) is in the class table")
                }
            }
        }
    }

    func testEveryConstructibleClassReadsItsPropertiesAndConnectsItsSignals() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let classes = GdkSurfaceIndex.classes + GskSurfaceIndex.classes
            XCTAssertGreaterThanOrEqual(classes.count, 1, "Gsk's Cairo renderer is made with no arguments")
            let result = SurfaceVerification.properties(of: classes)
            XCTAssertEqual(result.problems, [])
            let signals = SurfaceVerification.signals(of: classes) { SignalHandler.heldByGLib.load(ordering: .relaxed) }
            XCTAssertEqual(signals.problems, [])
        }
    }

    func testTheDisplaysOwnObjectsReadTheirPropertiesAsGObjectDoes() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let display = try XCTUnwrap(Display.default)
            let clipboard = try XCTUnwrap(display.clipboard())
            let seat = try XCTUnwrap(display.defaultSeat())
            let pointer = try XCTUnwrap(seat.pointer())
            let monitors = try XCTUnwrap(display.monitors())
            let monitor = try XCTUnwrap(monitors.item(0) as? Monitor, "the test display has a monitor")
            // Their C types are the backend's (GdkX11Display …): each is checked under its own.
            let checks = [
                ClassCheck(display.typeName, make: { display }, properties: [
                    PropertyCheck(Display.compositedProperty) { (host: Display) in host.isComposited },
                    PropertyCheck(Display.inputShapesProperty) { (host: Display) in host.hasInputShapes },
                    PropertyCheck(Display.rgbaProperty) { (host: Display) in host.isRgba },
                ], signals: []),
                ClassCheck(clipboard.typeName, make: { clipboard }, properties: [
                    PropertyCheck(Clipboard.displayProperty) { (host: Clipboard) in host.display },
                    PropertyCheck(Clipboard.localProperty) { (host: Clipboard) in host.isLocal },
                    PropertyCheck(Clipboard.contentProperty) { (host: Clipboard) in host.content },
                ], signals: []),
                ClassCheck(seat.typeName, make: { seat }, properties: [
                    PropertyCheck(Seat.displayProperty) { (host: Seat) in host.display },
                ], signals: []),
                ClassCheck(pointer.typeName, make: { pointer }, properties: [
                    PropertyCheck(Device.displayProperty) { (host: Device) in host.display },
                    PropertyCheck(Device.nameProperty) { (host: Device) in host.name },
                    PropertyCheck(Device.sourceProperty) { (host: Device) in host.source },
                    PropertyCheck(Device.hasCursorProperty) { (host: Device) in host.hasCursor },
                    PropertyCheck(Device.seatProperty) { (host: Device) in host.seat },
                ], signals: []),
                ClassCheck(monitor.typeName, make: { monitor }, properties: [
                    PropertyCheck(Monitor.displayProperty) { (host: Monitor) in host.display },
                    PropertyCheck(Monitor.widthMmProperty) { (host: Monitor) in host.widthMm },
                    PropertyCheck(Monitor.heightMmProperty) { (host: Monitor) in host.heightMm },
                    PropertyCheck(Monitor.scaleFactorProperty) { (host: Monitor) in host.scaleFactor },
                    PropertyCheck(Monitor.validProperty) { (host: Monitor) in host.isValid },
                ], signals: []),
            ]
            let result = SurfaceVerification.properties(of: checks)
            XCTAssertEqual(result.problems, [])
            XCTAssertEqual(result.checked, 17)
            XCTAssertTrue(clipboard.display === display && seat.display === display && monitor.display === display,
                          "each answers the one display wrapper")
        }
    }
}
