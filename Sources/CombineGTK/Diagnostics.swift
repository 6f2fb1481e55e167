import Logging

/// Where CombineGTK reports misuse that it cannot turn into a type error: an unknown signal
/// or property name, a property of an unexpected type.
///
/// Replace `logger` to route the messages elsewhere (tests install a capturing handler).
public enum Diagnostics {
    nonisolated(unsafe) public static var logger = Logger(label: "CombineGTK")

    static func error(_ message: String) {
        logger.error("\(message)")
    }
}
