import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A drawing area's Swift draw function, its redraw binder, and popovers pointing at a point.
final class DrawingAreaTests: XCTestCase {
    /// Shows `area` (40×30) alone in a window and waits for its first draw.
    @MainActor
    private static func present(_ area: DrawingArea, until drawn: () -> Bool) -> Window {
        area.contentWidth = 40
        area.contentHeight = 30
        let window = Window()
        window.child = area
        window.present()
        XCTAssertTrue(pumpMainContext(until: drawn), "GTK calls the draw function once the area is shown")
        return window
    }

    /// The area as GTK paints it now, replayed onto an image: the colour of pixel (x, y) as
    /// 0xRRGGBB.
    @MainActor
    private static func pixel(of area: DrawingArea, x: Int32, y: Int32) -> UInt32 {
        let paintable = gtk_widget_paintable_new(area.widgetPointer)!
        let snapshot = gtk_snapshot_new()!
        let width = Double(area.allocatedWidth()), height = Double(area.allocatedHeight())
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        let node = gtk_snapshot_free_to_node(snapshot)!
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        gsk_render_node_draw(node, cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let value = UnsafeRawPointer(data + Int(y) * stride + Int(x) * 4).loadUnaligned(as: UInt32.self) & 0xFFFFFF
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        gsk_render_node_unref(node)
        g_object_unref(UnsafeMutableRawPointer(paintable))
        return value
    }

    func testTheDrawFunctionDrawsWithAWorkingContextAtTheAreasSize() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let area = DrawingArea()
            var sizes: [[Int]] = []
            var lineWidths: [Double] = []
            area.setDrawFunction { context, width, height in
                sizes.append([width, height])
                context.setSourceRGB(red: 0, green: 1, blue: 0)
                context.paint()
                context.setSourceRGBA(red: 1, green: 0, blue: 0, alpha: 1)
                context.rectangle(x: 0, y: 0, width: 10, height: 10)
                context.fill()
                context.save()
                context.lineWidth = 4
                lineWidths.append(context.lineWidth)
                context.restore()
                lineWidths.append(context.lineWidth)
                context.setSourceRGB(red: 0, green: 0, blue: 1)
                context.arc(centerX: 30, centerY: 20, radius: 5)
                context.fillPreserve()
                context.stroke()
                context.moveTo(x: 0, y: 29.5)
                context.lineTo(x: 40, y: 29.5)
                context.lineWidth = 1
                context.setSourceRGB(red: 1, green: 1, blue: 1)
                context.strokePreserve()
                context.stroke()
            }
            let window = Self.present(area) { !sizes.isEmpty }
            XCTAssertEqual(sizes.first, [40, 30], "the area's content size")
            XCTAssertEqual(lineWidths.prefix(2), [4, 2], "line width set, then restored to cairo's default")
            XCTAssertEqual(Self.pixel(of: area, x: 5, y: 5), 0xFF0000, "the filled rectangle")
            XCTAssertEqual(Self.pixel(of: area, x: 30, y: 20), 0x0000FF, "the filled circle")
            XCTAssertEqual(Self.pixel(of: area, x: 20, y: 29), 0xFFFFFF, "the stroked line")
            XCTAssertEqual(Self.pixel(of: area, x: 20, y: 10), 0x00FF00, "the painted background")
            window.destroy()
        }
    }

    func testTheRedrawBinderRedrawsForEachValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let area = DrawingArea()
            var draws = 0
            area.setDrawFunction { _, _, _ in draws += 1 }
            let window = Self.present(area) { draws > 0 }
            let state = PassthroughSubject<[Int], Never>()
            let binding = state.bind(to: area.redrawBinder())
            let before = draws
            state.send([1])
            XCTAssertTrue(pumpMainContext { draws > before }, "a value redraws the area")
            binding.cancel()
            window.destroy()
        }
    }

    func testTheDrawFunctionIsReleasedWithTheAreaOrWhenReplaced() throws {
        try Display.require()
        MainActor.assumeIsolated {
            final class Captured {}
            weak var first: Captured?
            weak var second: Captured?
            var area: DrawingArea? = DrawingArea()
            let finalization = Finalization(area!.objectPointer)
            do {
                let captured = Captured()
                first = captured
                area!.setDrawFunction { _, _, _ in _ = captured }
            }
            XCTAssertNotNil(first, "the area holds its draw function")
            do {
                let captured = Captured()
                second = captured
                area!.setDrawFunction { _, _, _ in _ = captured }
            }
            XCTAssertNil(first, "a new draw function releases the one it replaces")
            XCTAssertNotNil(second)
            area = nil
            XCTAssertTrue(pumpMainContext { finalization.isFinalized })
            XCTAssertNil(second, "the draw function goes with the area")
        }
    }

    func testAPopoverPointsAtAPointOfTheWidgetItIsAttachedTo() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var area: DrawingArea? = DrawingArea()
            let areaFinalization = Finalization(area!.objectPointer)
            var popover: Popover? = Popover()
            popover!.setPointingTo(x: 12, y: 34)
            XCTAssertNil(popover!.pointingTo, "nothing to point into without a parent")
            popover!.attach(to: area!)
            XCTAssertEqual(popover!.parent, area, "attached")
            XCTAssertEqual(popover!.pointingTo.map { [$0.x, $0.y, $0.width, $0.height] }, [12, 34, 1, 1], "a point")
            popover!.setPointingTo(x: 1, y: 2, width: 3, height: 4)
            XCTAssertEqual(popover!.pointingTo.map { [$0.x, $0.y, $0.width, $0.height] }, [1, 2, 3, 4])
            let fresh = Popover(), freshParent = DrawingArea()
            fresh.attach(to: freshParent)
            XCTAssertNotNil(fresh.parent)
            XCTAssertNil(fresh.pointingTo, "points at the whole parent until told otherwise")
            fresh.unparent()
            let other = DrawingArea()
            popover!.attach(to: other)
            XCTAssertEqual(popover!.parent, area, "a popover has one parent: a second attach does nothing")
            area = nil
            XCTAssertTrue(pumpMainContext { areaFinalization.isFinalized }, "the popover does not keep its parent alive")
            XCTAssertNil(popover!.parent, "unparented when its parent was destroyed")

            // A popover that goes first leaves no handler behind on the widget.
            popover = nil
            var next: Popover? = Popover()
            let nextFinalization = Finalization(next!.objectPointer)
            next!.attach(to: other)
            next!.unparent()
            next = nil
            XCTAssertTrue(pumpMainContext { nextFinalization.isFinalized })
            let destroy = g_signal_lookup("destroy", gtk_widget_get_type())
            XCTAssertEqual(g_signal_handler_find(other.objectPointer, G_SIGNAL_MATCH_ID, destroy, 0, nil, nil, nil), 0)
        }
    }
}
