/// What `NotesStore.load()` found: the notebooks it could read and what it could not.
public struct LoadedNotes: Sendable {
    /// By name, each with the notes that could be read.
    public var notebooks: [Notebook]
    /// One per file or folder that was kept but could not be read, in the order found.
    public var problems: [NotesError]

    public init(notebooks: [Notebook] = [], problems: [NotesError] = []) {
        self.notebooks = notebooks
        self.problems = problems
    }
}
