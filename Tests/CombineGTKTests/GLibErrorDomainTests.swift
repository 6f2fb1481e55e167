import CGtk
import CombineGTK
import Testing

/// GLib's error domains, generated from GLib's GIR (`Generated/GLib/`): each enumeration's
/// quark is its domain's, and a real `GError` of that domain reads as the right case.
@Suite struct GLibErrorDomainTests {
    @Test func aMissingFileIsFileErrorNoent() {
        let missing = "/nonexistent/combinegtk-\(UInt32.random(in: 0...UInt32.max))/notes.txt"
        do {
            var contents: UnsafeMutablePointer<CChar>?
            try GLibError.check { error in g_file_get_contents(missing, &contents, nil, error) }
            g_free(contents)
            Issue.record("read a missing file")
        } catch {
            #expect(FileError.errorDomain == g_file_error_quark())
            #expect(error.matches(FileError.noent))
            #expect(error.code(as: FileError.self) == .noent)
            #expect(FileError.noent.rawValue == Int32(G_FILE_ERROR_NOENT.rawValue))
            #expect(error.code(as: KeyFileError.self) == nil, "another domain")
        }
    }

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
        #expect(String(cString: g_quark_to_string(MarkupError.errorDomain)) == "g-markup-error-quark")
    }
}
