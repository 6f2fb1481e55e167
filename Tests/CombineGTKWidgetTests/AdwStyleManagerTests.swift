import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineAdw

/// The style manager follows a color-scheme setting, and its dark state is a publisher.
final class AdwStyleManagerTests: XCTestCase {
    private static let schema = """
    <schemalist>
      <schema id="io.github.combinegtk.AdwStyle" path="/io/github/combinegtk/AdwStyle/">
        <key name="color-scheme" type="s">
          <choices><choice value="default"/><choice value="force-light"/><choice value="force-dark"/></choices>
          <default>"default"</default>
        </key>
      </schema>
    </schemalist>
    """

    func testTheColorSchemeFollowsTheSettingAndTheDarkStatePublishes() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try TestSettings.settings("io.github.combinegtk.AdwStyle", in: [Self.schema])
            let style = Adw.StyleManager.default
            XCTAssertTrue(style === Adw.StyleManager.default, "one manager, one wrapper")
            let dark = TestSubscriber(subscribingTo: style.darkPublisher)
            let schemes = TestSubscriber(subscribingTo: style.colorSchemePublisher)
            let binding = style.bindColorScheme(to: settings, key: "color-scheme")
            defer { style.colorScheme = .default }
            XCTAssertEqual(style.colorScheme, .default, "the setting's default: follow the system (light here)")
            try settings.set("force-dark", for: "color-scheme")
            drainMainContext()
            XCTAssertTrue(style.isDark)
            try settings.set("force-light", for: "color-scheme")
            drainMainContext()
            XCTAssertEqual(dark.values, [false, true, false], "current value, then each change")
            XCTAssertEqual(schemes.values, [.default, .forceDark, .forceLight])
            binding.cancel()
            try settings.set("force-dark", for: "color-scheme")
            drainMainContext()
            XCTAssertEqual(style.colorScheme, .forceLight, "no longer follows")
        }
    }
}
