import XCTest
import Foundation
import CGtk
import CombineGTKTesting

/// The test kit's parts that need a display (its headless tests are CombineGTKTestingTests).
final class TestKitWidgetTests: XCTestCase {
    /// What `TestDisplay` reports agrees with GDK itself, and a window made after the
    /// requirement passed is drawn on that display.
    func testTheDisplayRequirementPassesWhereGDKHasADisplay() throws {
        try Display.require()
        XCTAssertTrue(TestDisplay.isAvailable)
        MainActor.assumeIsolated {
            guard let display = gdk_display_get_default() else {
                return XCTFail("the requirement passed, but GDK has no default display")
            }
            let name = String(cString: gdk_display_get_name(display))
            let environment = ProcessInfo.processInfo.environment
            XCTAssertTrue([environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains(name),
                          "GDK's display \(name) is the one the environment names")
            let window = Window()
            window.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(window.widgetPointer) != 0 }, "a window maps")
            XCTAssertTrue(gtk_widget_get_display(window.widgetPointer) == display)
            window.destroy()
        }
    }

    /// Without a display, the requirement skips the test, or fails it where a display is
    /// demanded: run in a child process with no display variable.
    func testTheDisplayRequirementSkipsOrFailsWithoutADisplay() throws {
        // Neither name of the requirement variable comes from this process (the old one is
        // read for one more release).
        let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil,
                                            TestDisplay.requirementVariable: nil, "CGTK_REQUIRE_DISPLAY": nil]
        let requireDisplay = { try TestDisplay.require() }
        var demanded = noDisplay
        demanded[TestDisplay.requirementVariable] = "1"
        guard let failed = try runInChildProcess(environment: demanded, requireDisplay) else { return }
        XCTAssertEqual(failed.status, 1, "the child test fails:\n\(failed.transcript)")
        XCTAssertTrue(failed.standardOutput.contains("\(TestDisplay.unavailableMessage) (\(TestDisplay.requirementVariable)=1)"),
                      failed.transcript)

        guard let skipped = try runInChildProcess(environment: noDisplay, requireDisplay) else { return }
        XCTAssertEqual(skipped.status, 0, "the child test does not fail:\n\(skipped.transcript)")
        XCTAssertTrue(skipped.standardOutput.contains("Test Case '\(name)' skipped"), skipped.transcript)
        XCTAssertTrue(skipped.standardOutput.contains(TestDisplay.unavailableMessage), skipped.transcript)
    }

    func testEmitClickedDeliversLikeAClick() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let button = Button(label: "+1")
            let clicks = TestSubscriber(subscribingTo: button.clickedPublisher)
            button.emitClicked()
            button.emit("clicked")
            XCTAssertEqual(clicks.values.count, 2, "no window, no activation delay")
            clicks.cancel()
        }
    }

    func testAWidgetGoesWhenNothingHoldsIt() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var bindings = Set<AnyCancellable>()
            let count = CurrentValueSubject<String, Never>("0")
            assertFinalized("neither the subscription nor the binding keeps the label") {
                let label = Label("0")
                count.bind(to: label.textBinder).store(in: &bindings)
                label.labelPublisher.sink { _ in }.store(in: &bindings)
                return label
            }
            count.send("1")
        }
    }
}
