import CGtk
import CombineGTKTesting
import XCTest
@testable import CombineGTK
@testable import custom_widget

/// The widget `custom-widget` declares in Swift (Examples/CustomWidget): GtkBuilder makes it
/// with its property, assistive technologies see a progress bar, and it draws its arc with
/// cairo (`Snapshot.appendCairo`), more of it as `fraction` grows.
final class ProgressRingTests: XCTestCase {
    func testGtkBuilderMakesItAndAssistiveTechnologiesSeeAProgressBar() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            ProgressRing.register()
            let builder = try Builder(string: """
                <interface>
                  <object class="ExampleProgressRing" id="ring">
                    <property name="fraction">0.5</property>
                  </object>
                </interface>
                """)
            let ring = try builder.object("ring", as: ProgressRing.self)
            XCTAssertEqual(ring.fraction, 0.5)
            XCTAssertEqual(ring.accessibleRole, .progressBar)
            XCTAssertEqual(ring.measure(orientation: .horizontal, forSize: -1).natural, 160)
            XCTAssertEqual(ring.measure(orientation: .vertical, forSize: -1).minimum, 64)
        }
    }

    func testItDrawsMoreOfItsArcAsTheFractionGrows() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let ring = ProgressRing()
            let window = Window()
            window.child = ring
            window.present()
            XCTAssertTrue(pumpMainContext { ring.width() >= 160 && ring.height() >= 160 }, "allocated its natural size")
            // The pixels of the last frame GTK drew: wait for the frame after each change.
            ring.fraction = 0.25
            var quarter = 0
            XCTAssertTrue(pumpMainContext { quarter = arcPixels(of: ring); return quarter > 500 },
                          "a quarter of a ring 12 pixels wide (\(quarter) pixels)")
            ring.fraction = 0.75
            var threeQuarters = 0
            XCTAssertTrue(pumpMainContext { threeQuarters = arcPixels(of: ring); return abs(Double(threeQuarters) / Double(quarter) - 3) < 0.2 },
                          "three times as much at three quarters (\(threeQuarters) pixels)")
            ring.fraction = 0
            XCTAssertTrue(pumpMainContext { arcPixels(of: ring) == 0 }, "no arc at 0")
            window.destroy()
        }
    }
}

/// How many pixels of `widget`, as its window's renderer drew it in the last frame (a widget
/// paintable shows the widget's last render node), are the ring's blue.
@MainActor
private func arcPixels(of widget: Widget) -> Int {
    let width = widget.width(), height = widget.height()
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget.widgetPointer),
          let renderer = gtk_native_get_renderer(native) else { return -1 }
    let paintable = gtk_widget_paintable_new(widget.widgetPointer)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return 0 }
    defer { gsk_render_node_unref(node) }
    guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return -1 }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBytes { buffer in
        gdk_texture_download(texture, buffer.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(width * 4))
    }
    // 0xAARRGGBB; the blue is #3584E4, give or take what a renderer rounds.
    return pixels.count { pixel in
        let red = Int(pixel >> 16 & 0xFF), green = Int(pixel >> 8 & 0xFF), blue = Int(pixel & 0xFF)
        return abs(red - 0x35) <= 4 && abs(green - 0x84) <= 4 && abs(blue - 0xE4) <= 4
    }
}
