import XCTest
import Foundation
@preconcurrency import OpenCombine
import CombineGTKTesting
import NotesKit

/// A test with a temporary notes folder, whose main-actor tasks and GIO calls complete while
/// it pumps the GLib main context (the dispatch main queue's source installed, as the app's
/// `Application.run()` does). Nothing sleeps: `awaitOnMain` pumps until the work is done.
class NotesTestCase: XCTestCase {
    /// The temporary folder of this test; the notes root is `disk.root` inside it.
    private(set) var disk: TestFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("noteskit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        disk = TestFolder(directory: directory)
        onMain { DispatchMainQueueSource.install() }
    }

    override func tearDownWithError() throws {
        onMain { DispatchMainQueueSource.remove() }
        try? FileManager.default.removeItem(at: disk.directory)
        try super.tearDownWithError()
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        XCTAssertTrue(Thread.isMainThread, "GLib's main context is the main thread's")
        try MainActor.assumeIsolated { try body() }
    }
}

/// Runs `body` in a main-actor task and pumps the main context until it has returned.
@MainActor
func awaitOnMain<T>(
    timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor () async throws -> T
) throws -> T {
    let box = ResultBox<T>()
    Task { @MainActor in
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
    }
    guard pumpMainContext(timeout: timeout, until: { box.result != nil }), let result = box.result else {
        XCTFail("the work did not end within \(timeout) s", file: file, line: line)
        throw CancellationError()
    }
    return try result.get()
}

/// A test's temporary folder, with the notes root in it, read and written behind the store's back.
struct TestFolder: Sendable {
    let directory: URL

    /// The notes root (not made yet).
    var root: String { directory.appendingPathComponent("Notes").path }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    // Read through GIO: FoundationEssentials' `FileManager.contents(atPath:)` leaks its
    // 4 KiB read buffer on an empty file (LeakSanitizer, `make sanitize`).
    func contents(of relative: String) -> Data? {
        let path = URL(fileURLWithPath: root).appendingPathComponent(relative).path
        return MainActor.assumeIsolated { (try? File(path: path).loadContents().contents).map { Data($0) } }
    }

    func text(of relative: String) -> String? {
        contents(of: relative).flatMap { String(data: $0, encoding: .utf8) }
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: URL(fileURLWithPath: root).appendingPathComponent(relative).path)
    }

    func setModified(_ relative: String, _ date: Date) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: date], ofItemAtPath: URL(fileURLWithPath: root).appendingPathComponent(relative).path)
    }
}

@MainActor
private final class ResultBox<T> {
    var result: Result<T, any Error>?
}

/// Collects what a publisher sends.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        cancellable = publisher.sink { [unowned self] value in values.append(value) }
    }

    var last: Value? { values.last }
}
