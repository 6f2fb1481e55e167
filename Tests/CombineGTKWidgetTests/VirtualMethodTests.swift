import CGtk
import CombineGTKTesting
import XCTest
@testable import CombineGTK

/// Virtual methods overridden in Swift (`OverridesSnapshot`, `OverridesMeasure` …): GTK calls
/// the Swift methods of a widget declared in Swift, which draws, sizes and frees itself.
final class VirtualMethodTests: XCTestCase {
    func testConstructedRunsOnceFromSwiftAndFromGObjectNew() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let fromSwift = MeterWidget()
            XCTAssertEqual(fromSwift.constructedCount, 1, "made in Swift: after the instance exists")
            let pointer = g_object_new_with_properties(MeterWidget.registeredType, 0, nil, nil)!
            g_object_ref_sink(pointer)
            let fromC = Object.wrapper(retaining: pointer) as? MeterWidget
            g_object_unref(pointer)
            XCTAssertEqual(fromC?.constructedCount, 1, "made by g_object_new: inside it")
        }
    }

    func testAWindowMeasuresAllocatesAndDrawsItThenFreesIt() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            let finalization: Finalization
            do {
                let meter = MeterWidget()
                meter.fraction = 0.5
                window!.child = meter
                finalization = Finalization(meter)
                window!.present()
                XCTAssertTrue(pumpMainContext { meter.snapshotCount > 0 }, "GTK called snapshot")
                XCTAssertTrue(meter.measured.contains(.horizontal) && meter.measured.contains(.vertical))
                XCTAssertEqual(meter.measure(orientation: .horizontal, forSize: -1).natural, 120, "GTK's measure is the Swift one")
                XCTAssertEqual(meter.measure(orientation: .vertical, forSize: -1).minimum, 10)
                let allocated = try? XCTUnwrap(meter.allocated)
                XCTAssertEqual(allocated?.width, meter.width(), "size_allocate got the widget's width")
                XCTAssertGreaterThanOrEqual(allocated?.height ?? 0, 10)

                let count = meter.snapshotCount
                meter.fraction = 0.75
                XCTAssertTrue(pumpMainContext { meter.snapshotCount > count }, "a change of the property queues a draw")
                let pixels = middleRowEnds(of: meter)
                XCTAssertEqual(pixels?.first, .some(0xFFFF_0000), "filled from the left (red)")
                XCTAssertEqual(pixels?.last, .some(0xFF00_00FF), "the track on the right (blue)")
            }
            window!.destroy()
            window = nil
            XCTAssertTrue(assertFinalized(finalization, message: "the meter goes with its window"))
        }
    }

    func testDisposeCallsTheSwiftMethodThenTheParents() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let meter = MeterWidget()
            let label = Label("inside")
            gtk_widget_set_parent(label.widgetPointer, meter.widgetPointer)
            g_object_run_dispose(meter.objectPointer)
            XCTAssertEqual(meter.disposeCount, 1)
            XCTAssertNil(label.parent, "the Swift dispose unparented its child")
        }
    }
}

/// Two pixels of the middle row of `widget` as its renderer draws it: near its left and right ends.
@MainActor
private func middleRowEnds(of widget: Widget) -> [UInt32]? {
    let width = widget.width(), row = widget.height() / 2
    return renderedPixels(of: widget).map { [$0[row * width + 2], $0[row * width + width - 3]] }
}
