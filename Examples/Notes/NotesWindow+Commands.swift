import CombineAdw

extension NotesWindow {
    func newNote() {}
    func newNotebook() {}
    func renameNote() {}
    func deleteNote() {}
    func importNote() {}
    func exportNote() {}
}
