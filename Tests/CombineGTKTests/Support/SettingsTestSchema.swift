import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// The schemas the settings tests use, installed once per test process (GLib reads
/// `GSETTINGS_SCHEMA_DIR` once), with the memory backend.
enum SettingsTestSchema {
    static let id = "io.github.combinegtk.SettingsTests"
    static let relocatableID = "io.github.combinegtk.SettingsTests.Relocatable"

    static let xml = """
    <schemalist>
      <enum id="io.github.combinegtk.SettingsTests.SettingsSort">
        <value nick="name" value="0"/>
        <value nick="date" value="1"/>
      </enum>
      <schema id="io.github.combinegtk.SettingsTests" path="/io/github/combinegtk/SettingsTests/">
        <key name="filter" type="s"><default>'All'</default></key>
        <key name="font-size" type="i"><range min="6" max="72"/><default>12</default></key>
        <key name="count" type="y"><default>1</default></key>
        <key name="zoom" type="d"><default>1.0</default></key>
        <key name="dark" type="b"><default>false</default></key>
        <key name="tags" type="as"><default>[]</default></key>
        <key name="sizes" type="ai"><default>[]</default></key>
        <key name="sort" enum="io.github.combinegtk.SettingsTests.SettingsSort"><default>'name'</default></key>
        <key name="priority" type="i"><default>1</default></key>
        <key name="mode" type="s">
          <choices><choice value="list"/><choice value="grid"/></choices>
          <default>'list'</default>
        </key>
      </schema>
      <schema id="io.github.combinegtk.SettingsTests.Relocatable">
        <key name="name" type="s"><default>''</default></key>
      </schema>
      <schema id="io.example.App" path="/io/example/App/">
        <key name="filter" type="s"><default>'All'</default></key>
      </schema>
    </schemalist>
    """

    /// Fresh settings of the test schema, every key reset to its default (the memory
    /// backend keeps values for the whole process).
    @MainActor
    static func settings(file: StaticString = #filePath, line: UInt = #line) throws -> Settings {
        try TestSettings.install([xml])
        let settings = try Settings(schemaID: id)
        for key in settings.settingsSchema?.listKeys() ?? [] { settings.reset(key) }
        drainMainContext()
        return settings
    }
}

/// A string enumeration stored in an `enum` key, by nick.
enum SettingsSort: String, VariantConvertible { case name, date, size }

/// An integer enumeration stored in an `"i"` key.
enum SettingsPriority: Int, VariantConvertible { case low, normal, high }
