import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A settings key bound to a widget property, GLib's way (`g_settings_bind`): the issue's
/// `settings.bind("font-size", to: spinButton, property: …)`, an integer key and a double
/// property.
final class SettingsWidgetBindingTests: XCTestCase {
    private static let schema = """
    <schemalist>
      <schema id="io.github.combinegtk.WidgetSettings" path="/io/github/combinegtk/WidgetSettings/">
        <key name="font-size" type="i"><range min="6" max="72"/><default>12</default></key>
        <key name="show-done" type="b"><default>true</default></key>
      </schema>
    </schemalist>
    """

    func testASpinButtonAndAnIntegerKeyFollowEachOther() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try TestSettings.settings("io.github.combinegtk.WidgetSettings", in: [Self.schema])
            let spinButton = SpinButton(lower: 0, upper: 100)
            let binding = settings.bind("font-size", to: spinButton, property: SpinButton.valueProperty)
            XCTAssertEqual(spinButton.value, 12)
            spinButton.value = 20
            drainMainContext()
            XCTAssertEqual(settings.int("font-size"), 20)
            try settings.set(30, for: "font-size")
            drainMainContext()
            XCTAssertEqual(spinButton.value, 30)
            binding.cancel()
            spinButton.value = 40
            drainMainContext()
            XCTAssertEqual(settings.int("font-size"), 30, "unbound")
        }
    }

    func testNoSensitivityLeavesTheWidgetAlone() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try TestSettings.settings("io.github.combinegtk.WidgetSettings", in: [Self.schema])
            let toggle = Switch()
            let binding = settings.bind("show-done", to: toggle, property: Switch.activeProperty, flags: [.get, .set, .noSensitivity])
            XCTAssertTrue(toggle.isActive)
            toggle.isActive = false
            drainMainContext()
            XCTAssertFalse(settings.boolean("show-done"))
            XCTAssertTrue(toggle.isSensitive)
            binding.cancel()
        }
    }
}
