/// Why the generator's config cannot be used: the file, and the problem with where in the
/// file it is (`Generator.json: at handWrittenMembers.Widget[2]: "isVisible(" is not a
/// Swift member name …`).
public struct GeneratorConfigError: Error, Equatable, CustomStringConvertible {
    /// The config file's path as given.
    public let file: String
    /// What is wrong, and where in the file (`at renames[0].gir: …`) when the decoder knows.
    public let problem: String

    public var description: String { "\(file): \(problem)" }
}
