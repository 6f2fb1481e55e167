import CGtk
import Foundation
import Synchronization
import XCTest
@testable import CombineGTK

/// What reaches GLib's log while a test listens; everything else goes on to GLib's default
/// writer. GLib takes one writer per process, installed by the first test that needs it.
private enum GLibLogListener {
    struct Entry: Equatable {
        let level: Int32
        let domain: String?
        let message: String?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var listening = false
    nonisolated(unsafe) private static var stored: [Entry] = []
    private static let installed: Void = {
        g_log_set_writer_func({ level, fields, count, data in
            GLibLogListener.write(level, fields, count) ? G_LOG_WRITER_HANDLED : g_log_writer_default(level, fields, count, data)
        }, nil, nil)
    }()

    static func listen<T>(_ body: () throws -> T) rethrows -> (T, [Entry]) {
        _ = installed
        lock.withLock { listening = true; stored = [] }
        defer { lock.withLock { listening = false } }
        let result = try body()
        return (result, lock.withLock { stored })
    }

    private static func write(_ level: GLogLevelFlags, _ fields: UnsafePointer<GLogField>?, _ count: gsize) -> Bool {
        lock.withLock {
            guard listening, let fields else { return false }
            var values: [String: String] = [:]
            for field in UnsafeBufferPointer(start: fields, count: Int(count)) where field.length == -1 {
                values[String(cString: field.key)] = String(cString: field.value.assumingMemoryBound(to: CChar.self))
            }
            stored.append(Entry(level: level.rawValue, domain: values["GLIB_DOMAIN"], message: values["MESSAGE"]))
            return true
        }
    }
}

final class DiagnosticsTests: XCTestCase {
    func testWithNoHandlerAMessageIsAWarningOfTheCombineGTKLogDomainInGLibsLog() {
        let saved = Diagnostics.handler
        Diagnostics.handler = nil
        defer { Diagnostics.handler = saved }
        let (_, entries) = GLibLogListener.listen { Diagnostics.error("GtkButton has no signal named \"clikced\"") }
        XCTAssertEqual(entries, [.init(level: G_LOG_LEVEL_WARNING.rawValue, domain: "CombineGTK", message: "GtkButton has no signal named \"clikced\"")])
    }

    func testAHandlerReceivesTheMessagesInsteadOfGLibsLog() {
        let saved = Diagnostics.handler
        let received = Mutex<[String]>([])
        Diagnostics.handler = { message in received.withLock { $0.append(message) } }
        defer { Diagnostics.handler = saved }
        let (_, entries) = GLibLogListener.listen { Diagnostics.error("first") }
        XCTAssertEqual(received.withLock { $0 }, ["first"])
        XCTAssertEqual(entries, [], "nothing reached GLib's log")
    }
}
