import CombineGTKTesting
import XCTest
import CombineGTK
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

/// How many pixels of `widget`, as its renderer drew it in the last frame, are the ring's blue
/// (`#3584E4`, give or take what a renderer rounds); 0 before the first frame.
@MainActor
private func arcPixels(of widget: Widget) -> Int {
    (renderedPixels(of: widget) ?? []).count { pixel in
        let red = Int(pixel >> 16 & 0xFF), green = Int(pixel >> 8 & 0xFF), blue = Int(pixel & 0xFF)
        return abs(red - 0x35) <= 4 && abs(green - 0x84) <= 4 && abs(blue - 0xE4) <= 4
    }
}
