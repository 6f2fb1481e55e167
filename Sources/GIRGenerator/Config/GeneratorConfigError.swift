/// Why the generator's config cannot be used: the file, and the problem with where in the
/// file it is (`Generator.json: at handWrittenMembers.Widget[2]: "isVisible(" is not a
/// Swift member name …`).
public struct GeneratorConfigError: Error, Equatable, CustomStringConvertible {
    /// The config file's path as given.
    public let file: String
    public let problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
