/// A named collection of notes.
public struct Notebook: Equatable, Identifiable, Sendable {
    /// Unique among notebooks, not empty, without surrounding white space.
    public var name: String
    public var notes: [Note]

    public var id: String { name }

    public init(name: String, notes: [Note] = []) {
        self.name = name
        self.notes = notes
    }

    /// `candidate` as a notebook's name: without surrounding white space.
    public static func normalizedName(_ candidate: String) -> String {
        candidate.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `candidate` can name a new notebook beside `existing`: not empty after trimming
    /// and not taken (the same name, exactly, after trimming).
    public static func isValidName(_ candidate: String, among existing: some Sequence<String>) -> Bool {
        let name = normalizedName(candidate)
        return !name.isEmpty && !existing.contains(name)
    }
}
