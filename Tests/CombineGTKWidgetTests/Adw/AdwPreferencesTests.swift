import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineAdw

/// A preferences window whose rows are bound to settings keys in a line each: a switch in
/// an action row to a Boolean key, GLib's way; a typed combo row to an enumeration key.
final class AdwPreferencesTests: XCTestCase {
    private static let schema = """
    <schemalist>
      <enum id="io.github.combinegtk.AdwTheme">
        <value nick="system" value="0"/><value nick="light" value="1"/><value nick="dark" value="2"/>
      </enum>
      <schema id="io.github.combinegtk.AdwPreferences" path="/io/github/combinegtk/AdwPreferences/">
        <key name="compact" type="b"><default>false</default></key>
        <key name="theme" enum="io.github.combinegtk.AdwTheme"><default>'system'</default></key>
      </schema>
    </schemalist>
    """

    func testRowsFollowTheirKeysAndBack() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try TestSettings.settings("io.github.combinegtk.AdwPreferences", in: [Self.schema])
            // The window goes last, after the combo row's wrapper (see AdwRowsTests).
            let window = Adw.PreferencesWindow()
            do {
                let compact = Switch()
                compact.valign = .center
                let compactRow = Adw.ActionRow()
                compactRow.title = "Compact list"
                compactRow.addSuffix(compact)
                compactRow.activatableWidget = compact
                let themes = ListStore<Theme, Theme>(id: \.self)
                themes.update(Theme.allCases)
                let themeRow = Adw.TypedComboRow(themes) { $0.rawValue.capitalized }
                themeRow.title = "Theme"
                let group = Adw.PreferencesGroup()
                group.title = "Appearance"
                group.add(compactRow)
                group.add(themeRow)
                let page = Adw.PreferencesPage()
                page.add(group)
                window.add(page)

                let bindings = [
                    settings.bind("compact", to: compact, property: Switch.activeProperty),
                    settings.bind("theme", to: themeRow.selectedIDPublisher.compactMap { $0 }) { [weak themeRow] in themeRow?.selectedID = $0 },
                ]
                XCTAssertFalse(compact.isActive)
                XCTAssertEqual(themeRow.selectedID, .system, "the stored preference first")

                compact.isActive = true
                themeRow.selected = 2  // the user picks "Dark"
                drainMainContext()
                XCTAssertTrue(settings.boolean("compact"))
                XCTAssertEqual(try settings.value(for: "theme", as: Theme.self), .dark)

                try settings.set(false, for: "compact")
                try settings.set(Theme.light, for: "theme")
                drainMainContext()
                XCTAssertFalse(compact.isActive)
                XCTAssertEqual(themeRow.selectedID, .light)
                bindings.forEach { $0.cancel() }
            }
            window.destroy()
        }
    }
}

private enum Theme: String, CaseIterable, VariantConvertible {
    case system, light, dark
}
