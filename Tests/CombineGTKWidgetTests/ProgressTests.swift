import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class ProgressTests: XCTestCase {
    // MARK: ProgressBar

    func testProgressBarFractionBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { ProgressBar() }, binder: \.fractionBinder, property: "fraction",
                               read: { gtk_progress_bar_get_fraction($0.opaquePointer) }, values: (0.25, 0.75))
        }
    }

    func testProgressBarTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { ProgressBar() }, binder: \.textBinder, property: "text",
                               read: { gtk_progress_bar_get_text($0.opaquePointer).map { String(cString: $0) } },
                               values: ("Copying…", "Done"))
        }
    }

    func testProgressBarShowTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { ProgressBar() }, binder: \.showTextBinder, property: "show-text",
                               read: { gtk_progress_bar_get_show_text($0.opaquePointer) != 0 }, values: (true, false))
        }
    }

    func testProgressBarFractionBinderAcceptsAProgressPublisher() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let bar = ProgressBar()
            let progress = PassthroughSubject<Double, Never>()
            let bindings = [
                progress.bind(to: bar.fractionBinder),
                progress.map { "\(Int($0 * 100)) %" }.bind(to: bar.textBinder),
            ]
            progress.send(0.5)
            XCTAssertEqual(bar.fraction, 0.5)
            XCTAssertEqual(bar.text, "50 %")
            progress.send(1.5)
            XCTAssertEqual(bar.fraction, 1, "GTK clamps the fraction")
            bindings.forEach { $0.cancel() }
        }
    }

    // MARK: LevelBar

    func testLevelBarValueBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { LevelBar(min: 0, max: 10) }, binder: \.valueBinder, property: "value",
                               read: { gtk_level_bar_get_value($0.opaquePointer) }, values: (3, 7))
        }
    }

    func testLevelBarValueBinderClampsIntoTheRange() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let bar = LevelBar(min: 2, max: 10)
            let values = PassthroughSubject<Double, Never>()
            let binding = values.bind(to: bar.valueBinder)
            values.send(15)
            XCTAssertEqual(gtk_level_bar_get_value(bar.opaquePointer), 10)
            values.send(-1)
            XCTAssertEqual(gtk_level_bar_get_value(bar.opaquePointer), 2)
            binding.cancel()
        }
    }

    func testLevelBarRangeBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { LevelBar(min: 0, max: 10) }, binder: \.rangeBinder, property: "max-value",
                               read: { gtk_level_bar_get_min_value($0.opaquePointer)...gtk_level_bar_get_max_value($0.opaquePointer) },
                               values: (20...40, 1...5))
        }
    }

    func testLevelBarRangeBinderKeepsTheValueInside() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let bar = LevelBar(min: 0, max: 10)
            bar.value = 7
            let ranges = PassthroughSubject<ClosedRange<Double>, Never>()
            let binding = ranges.bind(to: bar.rangeBinder)
            ranges.send(0...5)
            XCTAssertEqual(bar.value, 5, "lowered to the new maximum")
            ranges.send(8...9)
            XCTAssertEqual(bar.value, 8, "raised to the new minimum")
            XCTAssertEqual(bar.range, 8...9)
            binding.cancel()
        }
    }
}
