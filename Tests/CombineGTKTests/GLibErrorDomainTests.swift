import CGtk
import CombineGTK
import Testing

/// GLib's error domains, generated from GLib's GIR (`Generated/GLib/`): each enumeration's
/// quark is its domain's, and a real `GError` of that domain reads as the right case
/// (`GLibErrorTests` holds `FileError` to a missing file).
@Suite struct GLibErrorDomainTests {
    @Test func textThatIsNoVariantIsAVariantParseError() {
        #expect(throws: GLibError.self) { try Variant(parsing: "[1, 'two']") }
        do {
            _ = try Variant(parsing: "[1, 'two']")
        } catch {
            #expect(error.domain == "g-variant-parse-error-quark")
            #expect(error.code(as: VariantParseError.self) != nil)
            #expect(VariantParseError.errorDomain == g_variant_parse_error_quark())
        }
    }

    @Test func aKeyFileWithoutAGroupIsAKeyFileErrorParse() {
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        do {
            try GLibError.check { error in g_key_file_load_from_data(keyFile, "key=value\n", gsize.max, G_KEY_FILE_NONE, error) }
            Issue.record("loaded a key file with no group")
        } catch {
            #expect(error.code(as: KeyFileError.self) == .groupNotFound)
        }
    }

    @Test func everyDomainNamesItsOwnQuark() {
        let quarks: [GQuark] = [BookmarkFileError.errorDomain, ConvertError.errorDomain, FileError.errorDomain, KeyFileError.errorDomain,
                                MarkupError.errorDomain, OptionError.errorDomain, RegexError.errorDomain, ShellError.errorDomain,
                                SpawnError.errorDomain, UriError.errorDomain, VariantParseError.errorDomain]
        #expect(Set(quarks).count == quarks.count)
        #expect(FileError.errorDomain == g_file_error_quark())
        #expect(FileError.noent.rawValue == Int32(G_FILE_ERROR_NOENT.rawValue))
        #expect(String(cString: g_quark_to_string(MarkupError.errorDomain)) == "g-markup-error-quark")
    }
}
