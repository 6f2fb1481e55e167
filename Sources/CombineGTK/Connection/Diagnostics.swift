import Logging
import Synchronization

/// Where CombineGTK reports misuse that it cannot turn into a type error: an unknown signal
/// or property name, a property of an unexpected type.
///
/// Replace `logger` to route the messages elsewhere (tests install a capturing handler).
public enum Diagnostics {
    private static let storage = Mutex(Logger(label: "CombineGTK"))

    /// Where the messages go; safe to read and replace from any thread.
    public static var logger: Logger {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    static func error(_ message: String) {
        logger.error("\(message)")
    }
}
