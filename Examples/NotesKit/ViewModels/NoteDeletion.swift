/// A note just deleted, with the way back: what the window's "Undo" toast holds.
@MainActor
public final class NoteDeletion {
    /// The deleted note as it was, for the toast's text (`note.title`).
    public let note: Note
    /// The notebook it was in.
    public let notebook: String
    private var restore: (() -> Void)?

    init(note: Note, notebook: String, restore: @escaping () -> Void) {
        self.note = note
        self.notebook = notebook
        self.restore = restore
    }

    /// Whether `undo()` can still bring the note back (it has not yet).
    public var canUndo: Bool { restore != nil }

    /// Brings the note back, in its notebook, selected, and writes its file again. Only the
    /// first call does anything.
    public func undo() {
        let restore = restore
        self.restore = nil
        restore?()
    }
}
