@preconcurrency import OpenCombine
import CombineAdw
import NotesKit

extension NotesWindow {
    func newNote() {
        guard model.newNote() != nil else { return }
        showEditor()
    }

    func newNotebook() {
        askForNotebookName(
            model.newNotebookDialog(), heading: tr("New Notebook"),
            body: tr("A notebook gathers notes under one name."), confirm: tr("_Create")
        )
    }

    func renameNotebook() {
        guard let dialog = model.renameNotebookDialog() else { return }
        askForNotebookName(dialog, heading: tr("Rename Notebook"), body: "", confirm: tr("_Rename"))
    }

    /// A message dialog with the name entry: the confirming response is enabled only while
    /// the name is valid (not empty, not taken); Enter in the entry confirms.
    private func askForNotebookName(_ name: NotebookNameViewModel, heading: String, body: String, confirm: String) {
        let dialog = Adw.MessageDialog(parent: window, heading: heading, body: body)
        let entry = Entry()
        entry.setAccessibleLabel(tr("Notebook name"))
        entry.activatesDefault = true
        dialog.extraChild = entry
        dialog.addResponse(id: "cancel", label: tr("_Cancel"))
        dialog.addResponse(id: "confirm", label: confirm)
        dialog.setResponseAppearance(response: "confirm", appearance: .suggested)
        dialog.defaultResponse = "confirm"
        dialog.closeResponse = "cancel"
        var dialogBindings = Set<AnyCancellable>()
        entry.bind(Entry.textProperty, to: name.$name) { name.name = $0 }.store(in: &dialogBindings)
        name.isValid.bind(to: dialog.responseEnabledBinder(for: "confirm")).store(in: &dialogBindings)
        dialog.present()
        _ = entry.grabFocus()
        Task { @MainActor in
            if await dialog.nextResponse() == "confirm" {
                await name.commit()
            }
            dialogBindings.removeAll()
        }
    }

    /// Deletes the selected note, and offers it back in a toast.
    func deleteNote() {
        guard let deletion = model.deleteSelectedNote() else { return }
        // TRANSLATORS: a toast after deleting a note; {title} is the note's title.
        let title = tr("“{title}” deleted").replacing("{title}", with: NoteRow.title(of: deletion.note))
        let toast = Adw.Toast(title: title, button: tr("_Undo"))
        var undoing: AnyCancellable?
        undoing = toast.buttonClickedPublisher.sink {
            deletion.undo()
            undoing?.cancel()
        }
        toasts.addToast(toast)
        if leaflet.isFolded { showNotes() }
    }

    /// Asks for a text file and adds it to the selected notebook as a new note.
    func importNote() {
        let chooser = FileChooserNative(
            title: tr("Import Text File"), parent: window, action: .open, acceptLabel: tr("_Import"), cancelLabel: nil
        )
        chooser.addFilter(Self.textFilter())
        Task { @MainActor [weak self] in
            guard let file = await chooser.chooseFile(), let self else { return }
            if await model.importNote(from: file) != nil { showEditor() }
        }
    }

    /// Asks where to save the selected note as a text file, named after its title.
    func exportNote() {
        guard let note = model.selectedNote else { return }
        let chooser = FileChooserNative(
            title: tr("Export Note"), parent: window, action: .save, acceptLabel: tr("_Export"), cancelLabel: nil
        )
        chooser.setCurrentName(NoteRow.title(of: note).replacing("/", with: "-") + ".txt")
        Task { @MainActor [weak self] in
            guard let file = await chooser.chooseFile(), let self else { return }
            if await model.exportSelectedNote(to: file) {
                toasts.addToast(Adw.Toast(title: tr("Note exported")))
            }
        }
    }

    private static func textFilter() -> FileFilter {
        let filter = FileFilter()
        filter.name = tr("Text files")
        filter.addMimeType("text/plain")
        return filter
    }
}
