/// A parameter's `direction`.
public enum Direction: String, Hashable, Sendable {
    case `in`
    case out
    case `inout`
}
