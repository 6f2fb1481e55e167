import CGtk
import CombineGTK
import XCTest

/// `GLibError`: a `GError` from real GLib calls becomes a Swift error with its domain, code
/// and message, freed once (AddressSanitizer in `make sanitize` reports a leak or a double
/// free); `check` throws it; domains and codes match, by quark or by enumeration case.
final class GLibErrorTests: XCTestCase {
    private let missing = "/nonexistent/combinegtk-\(UInt32.random(in: 0...UInt32.max))/notes.txt"

    func testAMissingFileIsAFileErrorOfGLib() {
        do {
            var contents: UnsafeMutablePointer<CChar>?
            try GLibError.check { error in g_file_get_contents(missing, &contents, nil, error) }
            g_free(contents)
            XCTFail("read a missing file")
        } catch {
            XCTAssertEqual(error.domain, "g-file-error-quark")
            XCTAssertEqual(error.code, Int(G_FILE_ERROR_NOENT.rawValue))
            XCTAssertTrue(error.message.contains(missing))
            XCTAssertTrue(error.matches(domain: g_file_error_quark(), code: Int(G_FILE_ERROR_NOENT.rawValue)))
            XCTAssertFalse(error.matches(domain: g_io_error_quark(), code: Int(G_FILE_ERROR_NOENT.rawValue)))
            XCTAssertFalse(error.matches(domain: g_file_error_quark(), code: Int(G_FILE_ERROR_EXIST.rawValue)))
            XCTAssertTrue(error.matches(FileError.noent))
            XCTAssertFalse(error.matches(FileError.exist))
            XCTAssertEqual(error.code(as: FileError.self), .noent)
            XCTAssertEqual(error.domainQuark, g_file_error_quark())
            XCTAssertEqual(error.description, "\(error.message) (g-file-error-quark, 4)")
        }
    }

    func testAMissingFileIsAnIOErrorOfGIO() {
        let file = g_file_new_for_path(missing)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        do {
            var contents: UnsafeMutablePointer<CChar>?
            var length: gsize = 0
            try GLibError.check { error in g_file_load_contents(file, nil, &contents, &length, nil, error) }
            g_free(contents)
            XCTFail("loaded a missing file")
        } catch {
            XCTAssertEqual(error.domain, "g-io-error-quark")
            XCTAssertEqual(error.code, Int(G_IO_ERROR_NOT_FOUND.rawValue))
            XCTAssertTrue(error.matches(domain: g_io_error_quark(), code: Int(G_IO_ERROR_NOT_FOUND.rawValue)))
            XCTAssertNil(error.code(as: FileError.self))
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    func testACaseOfTheDomainMatchesInACatchAndASwitch() {
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
        XCTAssertEqual(caught, "noEntry")

        let error = GLibError(domain: g_file_error_quark(), code: 4, message: "gone")
        switch error.code(as: FileError.self) {
        case .noent?: break
        default: XCTFail("\(error) is not FileError.noent")
        }
        XCTAssertNil(GLibError(domain: g_file_error_quark(), code: 99, message: "newer").code(as: FileError.self))
    }

    func testCheckReturnsTheResultWhenNothingFailed() throws {
        let path = "/proc/self/stat"
        var contents: UnsafeMutablePointer<CChar>?
        let succeeded = try GLibError.check { error in g_file_get_contents(path, &contents, nil, error) }
        defer { g_free(contents) }
        XCTAssertNotEqual(succeeded, 0)
        XCTAssertNotNil(contents)
    }

    func testCheckCanBeNested() {
        XCTAssertThrowsError(
            try GLibError.check { _ throws(GLibError) in
                try GLibError.check { error in
                    GLibError(domain: "outer", code: 1, message: "inner").propagate(into: error)
                }
            }
        ) { error in
            XCTAssertEqual(error as? GLibError, GLibError(domain: "outer", code: 1, message: "inner"))
        }
    }

    func testAnErrorMadeInSwiftReachesCAndComesBack() throws {
        let original = GLibError(domain: g_io_error_quark(), code: Int(G_IO_ERROR_CANCELLED.rawValue), message: "stopped")
        XCTAssertEqual(original.domain, "g-io-error-quark")
        var error: UnsafeMutablePointer<GError>?
        original.propagate(into: &error)
        let gError = try XCTUnwrap(error)
        XCTAssertEqual(gError.pointee.domain, g_io_error_quark())
        XCTAssertEqual(Int(gError.pointee.code), Int(G_IO_ERROR_CANCELLED.rawValue))
        XCTAssertEqual(GLibError(copying: gError), original)
        XCTAssertEqual(GLibError(taking: gError), original)

        original.propagate(into: nil)  // a caller that ignores errors: nothing to free
    }

    func testAParseErrorOfGVariant() {
        XCTAssertThrowsError(try Variant(parsing: "[1, 'two']")) { error in
            guard let error = error as? GLibError else { return XCTFail("\(error) is not a GLibError") }
            XCTAssertTrue(error.domain == "g-variant-parse-error-quark" && error.message.contains("1"), "\(error)")
        }
    }
}
