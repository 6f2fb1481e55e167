import XCTest
import Foundation
import CombineGTKTesting
import CombineGTK

/// `File.replaceContents` (g_file_replace_contents_bytes_async) and `FileEnumerator.nextFiles`
/// (g_file_enumerator_next_files_async), hand-written where the generator maps neither.
final class FileReplaceContentsTests: MainQueueTestCase {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("combinegtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    @MainActor
    private static func run<T>(_ body: @escaping @MainActor () async throws -> T) throws -> T {
        let outcome = ReplaceOutcome<T>()
        Task { @MainActor in
            do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
        }
        XCTAssertTrue(pumpMainContext { outcome.result != nil })
        return try XCTUnwrap(outcome.result).get()
    }

    func testReplacingWritesTheBytesAndReturnsTheNewEtag() throws {
        let path = try temporaryFolder().appendingPathComponent("note.txt").path
        try onMain {
            let file = File(path: path)
            let etag = try Self.run { try await file.replaceContents("first") }
            XCTAssertNotNil(etag)
            XCTAssertEqual(contentsThroughGIO(path), Data("first".utf8))
            _ = try Self.run { try await file.replaceContents(Array("second, longer".utf8), makeBackup: true) }
            XCTAssertEqual(contentsThroughGIO(path), Data("second, longer".utf8))
            XCTAssertEqual(contentsThroughGIO(path + "~"), Data("first".utf8), "the backup")
            _ = try Self.run { try await file.replaceContents([UInt8]()) }
            XCTAssertEqual(contentsThroughGIO(path), Data(), "emptied, not left waiting")
        }
    }

    func testAFailedReplaceThrowsAndKeepsTheOldFile() throws {
        let folder = try temporaryFolder()
        try onMain {
            let missing = File(path: folder.appendingPathComponent("missing/note.txt").path)
            XCTAssertThrowsError(try Self.run { try await missing.replaceContents("x") }) { error in
                XCTAssertTrue((error as? GLibError)?.matches(IOErrorEnum.notFound) == true, "\(error)")
            }
            let path = folder.appendingPathComponent("kept.txt").path
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try Self.run { try await File(path: path).replaceContents("new", etag: "not-its-etag") }) { error in
                XCTAssertTrue((error as? GLibError)?.matches(IOErrorEnum.wrongEtag) == true, "\(error)")
            }
            XCTAssertEqual(contentsThroughGIO(path), Data("old".utf8))
        }
    }

    func testNextFilesListsAFolderInBatches() throws {
        let folder = try temporaryFolder()
        for index in 0..<5 { try Data().write(to: folder.appendingPathComponent("\(index).txt")) }
        try onMain {
            let names = try Self.run {
                let enumerator = try await File(path: folder.path).enumerateChildren(attributes: "standard::name", flags: [])
                return try await XCTUnwrap(enumerator).allFiles(batch: 2).map { $0.name() }
            }
            XCTAssertEqual(names.sorted(), ["0.txt", "1.txt", "2.txt", "3.txt", "4.txt"])
        }
    }
}

@MainActor
private final class ReplaceOutcome<Value> {
    var result: Result<Value, any Error>?
}

/// The file's bytes read through GIO, nil when it cannot be read: FoundationEssentials'
/// `FileManager.contents(atPath:)` leaks its 4 KiB read buffer on an empty file
/// (LeakSanitizer, `make sanitize`).
@MainActor private func contentsThroughGIO(_ path: String) -> Data? {
    (try? File(path: path).loadContents().contents).map { Data($0) }
}
