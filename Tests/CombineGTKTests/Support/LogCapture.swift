import Foundation
import Logging
@testable import CombineGTK

/// Routes CombineGTK's diagnostics into memory so tests can read them.
enum LogCapture {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: [String] = []

    static var messages: [String] { lock.withLock { stored } }

    /// Installs the capturing logger and forgets earlier messages.
    static func start() {
        lock.withLock { stored.removeAll() }
        Diagnostics.logger = Logger(label: "test") { _ in Handler() }
    }

    fileprivate static func append(_ message: String) {
        lock.withLock { stored.append(message) }
    }

    private struct Handler: LogHandler {
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            LogCapture.append(event.message.description)
        }
    }
}
