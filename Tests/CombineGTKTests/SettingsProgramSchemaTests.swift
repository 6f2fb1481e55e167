import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// `Settings(schemaID:directories:)`: an app's own schema compiled into a folder of its own
/// (as an uninstalled build does) is found there before the installed ones.
final class SettingsProgramSchemaTests: MainActorTestCase {
    private static let appID = "io.github.combinegtk.ProgramSchemaTests"

    private static func schema(defaultFilter: String) -> String {
        """
        <schemalist>
          <schema id="\(appID)" path="/io/github/combinegtk/ProgramSchemaTests/">
            <key name="filter" type="s"><default>'\(defaultFilter)'</default></key>
          </schema>
        </schemalist>
        """
    }

    func testTheFirstFolderHoldingTheSchemaWinsAndOthersArePassedOver() throws {
        try onMain {
            _ = try SettingsTestSchema.settings() // the installed schemas and the memory backend
            let empty = try TestSettings.compile([SettingsTestSchema.xml]) // compiled, without this schema
            let own = try TestSettings.compile([Self.schema(defaultFilter: "Own")])
            let later = try TestSettings.compile([Self.schema(defaultFilter: "Later")])
            let settings = try Settings(schemaID: Self.appID, directories: ["/nonexistent/schemas", empty, own, later])
            XCTAssertEqual(try settings.value(for: "filter", as: String.self), "Own")
            XCTAssertEqual(settings.path, "/io/github/combinegtk/ProgramSchemaTests/")
        }
    }

    func testWithNoFolderHoldingItTheInstalledSchemaIsUsedOrTheErrorNamesIt() throws {
        try onMain {
            _ = try SettingsTestSchema.settings()
            let installed = try Settings(schemaID: SettingsTestSchema.id, directories: ["/nonexistent/schemas"])
            XCTAssertEqual(try installed.value(for: "filter", as: String.self), "All")
            XCTAssertThrowsError(try Settings(schemaID: Self.appID, directories: [])) {
                guard case .schemaNotInstalled(let id, _) = $0 as? SettingsError else { return XCTFail("\($0)") }
                XCTAssertEqual(id, Self.appID)
            }
        }
    }

    func testTheProgramsFoldersAreBesideItAndUnderItsPrefix() {
        onMain {
            let folders = Settings.programSchemaDirectories
            XCTAssertEqual(folders.count, 2)
            XCTAssertTrue(folders[0].hasSuffix("/schemas"), "\(folders)")
            XCTAssertTrue(folders[1].hasSuffix("/../share/glib-2.0/schemas"), "\(folders)")
            XCTAssertEqual(folders[0].dropLast("/schemas".count), folders[1].dropLast("/../share/glib-2.0/schemas".count))
        }
    }
}
