import Foundation
@testable import CombineGTK

/// Routes CombineGTK's diagnostics into memory so tests can read them.
enum LogCapture {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: [String] = []

    static var messages: [String] { lock.withLock { stored } }

    /// Installs the capturing handler and forgets earlier messages.
    static func start() {
        lock.withLock { stored.removeAll() }
        Diagnostics.handler = { message in append(message) }
    }

    private static func append(_ message: String) {
        lock.withLock { stored.append(message) }
    }
}
