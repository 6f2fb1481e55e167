import XCTest
import Foundation
@testable import GIRGenerator

final class OutputWriterTests: XCTestCase {
    func testWritesChangedFilesKeepsUnchangedOnesAndRemovesStaleOnes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("girgen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = [GeneratedFile(path: "Enums/A.swift", contents: "a\n"), GeneratedFile(path: "Old/B.swift", contents: "b\n")]
        XCTAssertEqual(try OutputWriter.write(first, to: directory).written, ["Enums/A.swift", "Old/B.swift"])

        try "notes".write(toFile: "\(directory)/README.txt", atomically: true, encoding: .utf8)
        let second = [GeneratedFile(path: "Enums/A.swift", contents: "a\n"), GeneratedFile(path: "Enums/C.swift", contents: "c\n")]
        let summary = try OutputWriter.write(second, to: directory)
        XCTAssertEqual(summary.written, ["Enums/C.swift"])
        XCTAssertEqual(summary.unchanged, 1)
        XCTAssertEqual(summary.removed, ["Old/B.swift"])
        XCTAssertEqual(try OutputWriter.existingGeneratedFiles(in: directory), ["Enums/A.swift", "Enums/C.swift"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/Old"), "an emptied folder goes")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(directory)/README.txt"), "only .swift and .md files are the generator's")
    }
}
