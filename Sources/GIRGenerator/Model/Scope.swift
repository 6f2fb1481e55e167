/// A callback parameter's `scope`: how long the callee may call it.
public enum Scope: String, Hashable, Sendable {
    /// Only during the call.
    case call
    /// Once, later (then the callee frees it).
    case async
    /// Until the destroy notify given alongside runs.
    case notified
    /// For the life of the program.
    case forever
}
