import XCTest
import Foundation
import CombineGTKTesting
import CombineGTK

/// `File.replaceContents` with nothing to write: the file is emptied (atomically), and the
/// call completes (GLib's own call would pass a NULL buffer and never complete).
final class FileReplaceEmptyContentsTests: MainQueueTestCase {
    func testEmptyContentsEmptyTheFileAndTheCallCompletes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("combinegtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.txt").path
        try Data("old text".utf8).write(to: URL(fileURLWithPath: path))
        try onMain {
            var result: Result<String?, Error>?
            Task { @MainActor in
                do { result = .success(try await File(path: path).replaceContents([UInt8]())) } catch { result = .failure(error) }
            }
            XCTAssertTrue(pumpMainContext { result != nil }, "the call completes")
            XCTAssertNotNil(try XCTUnwrap(result).get(), "the new etag")
            XCTAssertEqual(FileManager.default.contents(atPath: path), Data(), "emptied")
            let leftOver = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "note.txt" }
            XCTAssertEqual(leftOver, [], "no temporary file left")
        }
    }
}
