/// A file the generator writes, relative to the output directory (`Enums/Align.swift`).
public struct GeneratedFile: Hashable, Sendable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
