/// Why ``Builder/object(_:as:)`` found no object of the type asked for: the id is not in
/// what the builder loaded, or names an object of another type.
///
/// Its ``description`` names the id, and for a wrong type the Swift type asked for and the
/// object's real GType: `object "ok" is a GtkLabel, not a Button`.
public enum BuilderObjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No object has the id `id` (a typo, or a `.ui` file that was not loaded).
    case missing(id: String)
    /// The object with the id `id` is a `actualType` (its GType name, `GtkLabel`), which is
    /// no `expected` (the Swift type asked for, `Button`).
    case wrongType(id: String, expected: String, actualType: String)

    /// The problem in a sentence, naming the id (and the types).
    public var description: String {
        switch self {
        case .missing(let id):
            "no object with id \"\(id)\" in the builder (check the id attribute of the .ui file)"
        case .wrongType(let id, let expected, let actualType):
            "object \"\(id)\" is a \(actualType), not a \(expected)"
        }
    }
}
