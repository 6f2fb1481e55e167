import CGtk
import CombineGTK
import Testing

/// `GLibError`: a `GError` from real GLib calls becomes a Swift error with its domain, code
/// and message, freed once (AddressSanitizer in `make sanitize` reports a leak or a double
/// free); `check` throws it; domains and codes match, by quark or by enumeration case.
@Suite struct GLibErrorTests {
    private let missing = "/nonexistent/combinegtk-\(UInt32.random(in: 0...UInt32.max))/notes.txt"

    @Test func aMissingFileIsAFileErrorOfGLib() {
        do {
            var contents: UnsafeMutablePointer<CChar>?
            try GLibError.check { error in g_file_get_contents(missing, &contents, nil, error) }
            g_free(contents)
            Issue.record("read a missing file")
        } catch {
            #expect(error.domain == "g-file-error-quark")
            #expect(error.code == Int(G_FILE_ERROR_NOENT.rawValue))
            #expect(error.message.contains(missing))
            #expect(error.matches(domain: g_file_error_quark(), code: Int(G_FILE_ERROR_NOENT.rawValue)))
            #expect(!error.matches(domain: g_io_error_quark(), code: Int(G_FILE_ERROR_NOENT.rawValue)))
            #expect(!error.matches(domain: g_file_error_quark(), code: Int(G_FILE_ERROR_EXIST.rawValue)))
            #expect(error.matches(FileError.noent))
            #expect(!error.matches(FileError.exist))
            #expect(error.code(as: FileError.self) == .noent)
            #expect(error.domainQuark == g_file_error_quark())
            #expect(error.description == "\(error.message) (g-file-error-quark, 4)")
        }
    }

    @Test func aMissingFileIsAnIOErrorOfGIO() {
        let file = g_file_new_for_path(missing)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        do {
            var contents: UnsafeMutablePointer<CChar>?
            var length: gsize = 0
            try GLibError.check { error in g_file_load_contents(file, nil, &contents, &length, nil, error) }
            g_free(contents)
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.domain == "g-io-error-quark")
            #expect(error.code == Int(G_IO_ERROR_NOT_FOUND.rawValue))
            #expect(error.matches(domain: g_io_error_quark(), code: Int(G_IO_ERROR_NOT_FOUND.rawValue)))
            #expect(error.code(as: FileError.self) == nil)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func aCaseOfTheDomainMatchesInACatchAndASwitch() {
        var caught = ""
        var contents: UnsafeMutablePointer<CChar>?
        defer { g_free(contents) }
        do {
            try GLibError.check { error in g_file_get_contents(missing, &contents, nil, error) }
        } catch let error where error.matches(FileError.exist) {
            caught = "exists"
        } catch let error where error.matches(FileError.noent) {
            caught = "noEntry"
        } catch {
            caught = "other"
        }
        #expect(caught == "noEntry")

        let error = GLibError(domain: g_file_error_quark(), code: 4, message: "gone")
        switch error.code(as: FileError.self) {
        case .noent?: break
        default: Issue.record("\(error) is not FileError.noent")
        }
        #expect(GLibError(domain: g_file_error_quark(), code: 99, message: "newer").code(as: FileError.self) == nil)
    }

    @Test func checkReturnsTheResultWhenNothingFailed() throws {
        let path = "/proc/self/stat"
        var contents: UnsafeMutablePointer<CChar>?
        let succeeded = try GLibError.check { error in g_file_get_contents(path, &contents, nil, error) }
        defer { g_free(contents) }
        #expect(succeeded != 0)
        #expect(contents != nil)
    }

    @Test func checkCanBeNested() {
        #expect(throws: GLibError(domain: "outer", code: 1, message: "inner")) {
            try GLibError.check { _ throws(GLibError) in
                try GLibError.check { error in
                    GLibError(domain: "outer", code: 1, message: "inner").propagate(into: error)
                }
            }
        }
    }

    @Test func anErrorMadeInSwiftReachesCAndComesBack() throws {
        let original = GLibError(domain: g_io_error_quark(), code: Int(G_IO_ERROR_CANCELLED.rawValue), message: "stopped")
        #expect(original.domain == "g-io-error-quark")
        var error: UnsafeMutablePointer<GError>?
        original.propagate(into: &error)
        let gError = try #require(error)
        #expect(gError.pointee.domain == g_io_error_quark())
        #expect(gError.pointee.code == G_IO_ERROR_CANCELLED.rawValue)
        #expect(GLibError(copying: gError) == original)
        #expect(GLibError(taking: gError) == original)

        original.propagate(into: nil)  // a caller that ignores errors: nothing to free
    }

    @Test func aParseErrorOfGVariant() {
        #expect {
            try Variant(parsing: "[1, 'two']")
        } throws: { error in
            guard let error = error as? GLibError else { return false }
            return error.domain == "g-variant-parse-error-quark" && error.message.contains("1")
        }
    }
}
