import CGtk
import CombineGTK
import XCTest

/// GLib's error domains, generated from GLib's GIR (`Generated/GLib/`): each enumeration's
/// quark is its domain's, and a real `GError` of that domain reads as the right case
/// (`GLibErrorTests` holds `FileError` to a missing file).
final class GLibErrorDomainTests: XCTestCase {
    func testTextThatIsNoVariantIsAVariantParseError() {
        XCTAssertThrowsError(try Variant(parsing: "[1, 'two']")) { XCTAssertTrue($0 is GLibError, "\($0)") }
        do {
            _ = try Variant(parsing: "[1, 'two']")
        } catch {
            XCTAssertEqual(error.domain, "g-variant-parse-error-quark")
            XCTAssertNotNil(error.code(as: VariantParseError.self))
            XCTAssertEqual(VariantParseError.errorDomain, g_variant_parse_error_quark())
        }
    }

    func testAKeyFileWithoutAGroupIsAKeyFileErrorParse() {
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        do {
            try GLibError.check { error in g_key_file_load_from_data(keyFile, "key=value\n", gsize.max, G_KEY_FILE_NONE, error) }
            XCTFail("loaded a key file with no group")
        } catch {
            XCTAssertEqual(error.code(as: KeyFileError.self), .groupNotFound)
        }
    }

    func testEveryDomainNamesItsOwnQuark() {
        let quarks: [GQuark] = [BookmarkFileError.errorDomain, ConvertError.errorDomain, FileError.errorDomain, KeyFileError.errorDomain,
                                MarkupError.errorDomain, OptionError.errorDomain, RegexError.errorDomain, ShellError.errorDomain,
                                SpawnError.errorDomain, UriError.errorDomain, VariantParseError.errorDomain]
        XCTAssertEqual(Set(quarks).count, quarks.count)
        XCTAssertEqual(FileError.errorDomain, g_file_error_quark())
        XCTAssertEqual(FileError.noent.rawValue, Int32(G_FILE_ERROR_NOENT.rawValue))
        XCTAssertEqual(String(cString: g_quark_to_string(MarkupError.errorDomain)), "g-markup-error-quark")
    }
}
