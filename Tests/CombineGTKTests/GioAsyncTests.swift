import XCTest
import Foundation
import CGtk
import CombineGTKTesting
import CombineGTK

/// GIO's asynchronous calls as Swift `async throws` methods and its `GError **` calls as
/// `throws(GLibError)`, with no display: a call that completes, one that fails with the right
/// `GLibError`, one cancelled while in flight (`CancellationError`, promptly, nothing left
/// alive), and the synchronous twins. The main context is pumped, as in an app; nothing sleeps.
final class GioAsyncTests: MainQueueTestCase {
    private let missing = "/nonexistent/combinegtk-\(UInt32.random(in: 0...UInt32.max))/notes.txt"

    func testLoadingAFileCompletesWithItsBytesAndEtag() throws {
        let path = try temporaryFile(Array("Buy milk\n".utf8))
        onMain {
            let outcome = Outcome<(contents: [UInt8], etagOut: String?)>()
            Task {
                let file = File(path: path)
                let (contents, etag) = try await file.loadContents()
                return (contents, etag)
            } report: { outcome.result = $0 }
            XCTAssertNil(outcome.result, "completes on the main context, not synchronously")
            XCTAssertTrue(pumpMainContext { outcome.result != nil })
            let value = try? outcome.result?.get()
            XCTAssertEqual(value?.contents, Array("Buy milk\n".utf8))
            XCTAssertNotNil(value?.etagOut, "a local file has an entity tag")
        }
    }

    func testLoadingAMissingFileThrowsIOErrorNotFound() {
        let missing = missing
        onMain {
            let outcome = Outcome<[UInt8]>()
            Task { try await File(path: missing).loadContents().contents } report: { outcome.result = $0 }
            XCTAssertTrue(pumpMainContext { outcome.result != nil })
            guard case .failure(let error as GLibError)? = outcome.result else {
                return XCTFail("expected a GLibError, got \(String(describing: outcome.result))")
            }
            XCTAssertEqual(error.domain, "g-io-error-quark")
            XCTAssertTrue(error.code == IOErrorEnum.notFound.rawValue)
            XCTAssertTrue(error.matches(domain: g_io_error_quark(), code: Int(G_IO_ERROR_NOT_FOUND.rawValue)))
            XCTAssertTrue(error.matches(IOErrorEnum.notFound), "a generated error enumeration is its domain")
            XCTAssertEqual(error.code(as: IOErrorEnum.self), .notFound)
            XCTAssertNil(error.code(as: ResourceError.self), "another domain")
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    func testAnAcceptNoOneAnswersThrowsCancellationErrorPromptlyWhenItsTaskIsCancelled() throws {
        try onMain {
            var listener: SocketListener? = SocketListener()
            let port = try listener!.addAnyInetPort(nil)
            XCTAssertGreaterThan(port, 0)
            let finalization = Finalization(listener!)
            let outcome = Outcome<Void>()
            let task = Task { [listener] in _ = try await listener!.accept() } report: { outcome.result = $0 }
            listener = nil
            drainMainContext()
            XCTAssertNil(outcome.result, "no one connects: the accept is in flight")
            let cancelledAt = DispatchTime.now()
            task.cancel()
            XCTAssertTrue(pumpMainContext(timeout: 2) { outcome.result != nil })
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - cancelledAt.uptimeNanoseconds) / 1e9
            XCTAssertLessThan(elapsed, 0.5, "cancelling the task cancels the call at once")
            guard case .failure(let error)? = outcome.result else { return XCTFail("the accept did not fail") }
            XCTAssertTrue(error is CancellationError, "GIO's G_IO_ERROR_CANCELLED is a CancellationError, got \(error)")
            assertFinalized(finalization, message: "the call keeps nothing alive once it has ended: listener, task, callback box")
        }
    }

    func testACallStartedInACancelledTaskThrowsCancellationError() throws {
        let path = try temporaryFile([1, 2, 3])
        onMain {
            let outcome = Outcome<[UInt8]>()
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await File(path: path).loadContents().contents
            } report: { outcome.result = $0 }
            _ = task
            XCTAssertTrue(pumpMainContext { outcome.result != nil })
            guard case .failure(let error)? = outcome.result else { return XCTFail("a cancelled load completed") }
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
    }

    func testSynchronousCallsThrowTheGLibErrorTheyReport() throws {
        let path = try temporaryFile(Array("x".utf8))
        let missing = missing
        try onMain {
            let (contents, etag) = try File(path: path).loadContents()
            XCTAssertEqual(contents, [UInt8(ascii: "x")])
            XCTAssertNotNil(etag)
            let file = File(path: missing)
            XCTAssertEqual(file.path(), missing, "a file name goes to C and back as UTF-8")
            do throws(GLibError) {
                _ = try file.queryInfo(attributes: "standard::size", flags: [], cancellable: nil)
                XCTFail("queried a missing file")
            } catch {
                XCTAssertEqual(error.domain, "g-io-error-quark")
                XCTAssertTrue(error.code == IOErrorEnum.notFound.rawValue)
            }
            XCTAssertThrowsError(try file.delete())
            XCTAssertFalse(file.queryExists(cancellable: nil))
        }
    }

    func testAStreamClosesAsynchronouslyAndThenRefusesToFlush() throws {
        try onMain {
            let stream = MemoryOutputStream()
            let outcome = Outcome<Void>()
            Task { try await stream.close() } report: { outcome.result = $0 }
            XCTAssertTrue(pumpMainContext { outcome.result != nil })
            XCTAssertNotNil(try? outcome.result?.get())
            XCTAssertTrue(stream.isClosed())
            XCTAssertThrowsError(try stream.flush(), "a closed stream refuses to flush") { error in
                XCTAssertEqual((error as? GLibError)?.code(as: IOErrorEnum.self), .closed)
            }
        }
    }

    func testAFileFromCIsWrappedAsAFile() {
        onMain {
            let parent = File(path: "/tmp/notes.txt").parent()
            XCTAssertEqual(parent?.path(), "/tmp", "GLocalFile, a private class, comes back as a File")
            XCTAssertTrue(File(uri: "file:///tmp").equal(parent!))
        }
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("combinegtk-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}

/// What a main-actor task ended with, read by the test that pumps the main context.
@MainActor
private final class Outcome<Value> {
    var result: Result<Value, any Error>?
}

extension Task where Failure == Never, Success == Void {
    /// Runs `body` on the main actor and reports how it ended to `report`.
    @MainActor @discardableResult
    fileprivate init<Value>(_ body: @escaping @MainActor () async throws -> Value, report: @escaping @MainActor (Result<Value, any Error>) -> Void) {
        self.init { @MainActor in
            do { report(.success(try await body())) } catch { report(.failure(error)) }
        }
    }
}
