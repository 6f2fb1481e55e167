/// `transfer-ownership`: who owns a value after a call.
public enum Transfer: String, Hashable, Sendable {
    /// The callee keeps it; the receiver must copy or ref what it keeps.
    case none
    /// The receiver owns the container (a list or array) but not its elements.
    case container
    /// The receiver owns the value and must free or unref it.
    case full
}
