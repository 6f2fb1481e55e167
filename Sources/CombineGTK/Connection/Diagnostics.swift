import CGtk

/// Where CombineGTK reports misuse that it cannot turn into a type error: an unknown signal
/// or property name, a property of an unexpected type.
///
/// A message goes to GLib's log as a warning of the log domain `CombineGTK`, as GTK's own
/// warnings do: printed on stderr, kept by the journal under systemd, stopped at by
/// `G_DEBUG=fatal-warnings`, seen by an app's own log writer (`g_log_set_writer_func`). Set
/// ``handler`` to route the messages elsewhere instead (tests collect them).
public enum Diagnostics {
    private static let storage = Locked<(@Sendable (String) -> Void)?>(nil)

    /// Receives each message instead of GLib's log while set; nil (the default) logs them.
    /// Safe to read and replace from any thread.
    public static var handler: (@Sendable (String) -> Void)? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    static func error(_ message: String) {
        if let handler {
            handler(message)
        } else {
            log(message)
        }
    }

    /// `g_log_structured` is variadic, which Swift cannot call; `g_log_variant` takes the same
    /// fields as a dictionary and adds the domain and the priority itself.
    private static func log(_ message: String) {
        let fields = Variant(["MESSAGE": Variant(message)])
        withCPointer(fields) { g_log_variant("CombineGTK", G_LOG_LEVEL_WARNING, $0) }
    }
}
