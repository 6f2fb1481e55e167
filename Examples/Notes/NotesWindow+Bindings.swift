@preconcurrency import OpenCombine
import CombineAdw
import NotesKit

extension NotesWindow {
    /// Binds the panes to the view model: the lists and their selections, the titles, the
    /// editor both ways, the search, the sort order (kept in GSettings), the error bar, which
    /// commands are enabled, and saving before the window closes.
    func bindModel() {
        bindNotebooks()
        bindNotes()
        bindEditor()
        bindSearch()
        settings.bind("sort-order", to: model.$sortOrder.map(\.rawValue)) { [weak model] in
            model?.sortOrder = SortOrder(rawValue: $0) ?? .modified
        }.store(in: &bindings)

        model.errorMessage.sink { [weak self] message in
            guard let self else { return }
            if let message { showError(message) } else { errorBar.revealsChild = false }
        }.store(in: &bindings)
        errorDismiss.clickedPublisher.sink { [weak model] in model?.dismissError() }.store(in: &bindings)

        for name in ["new-note", "import-note", "rename-notebook"] {
            model.isNotebookSelected.sink { [weak action = actions[name]] in action?.isEnabled = $0 }.store(in: &bindings)
        }
        for name in ["delete-note", "export-note"] {
            model.isNoteSelected.sink { [weak action = actions[name]] in action?.isEnabled = $0 }.store(in: &bindings)
        }

        // Closing waits for what was typed to be written (the autosave's pause cut short).
        window.onCloseRequest { [weak self] in
            guard let self, !isSaved else { return false }
            Task { @MainActor in
                await self.model.saveNow()
                self.isSaved = true
                self.window.close()
            }
            return true
        }.store(in: &bindings)
    }

    private func bindNotebooks() {
        let store = ListStore(model.notebookNames, id: \String.self)
        let selection = TypedSingleSelection(store)
        let list = TypedListView(selection) { NotebookRow() } bind: { row, name in
            name.sink { row.show($0) }
        }
        list.addCssClass("navigation-sidebar")
        list.setAccessibleLabel(tr("Notebooks"))
        notebookListHolder.child = list
        selection.bindSelectedID(to: model.selectedNotebook) { [weak self] name in
            guard let self else { return }
            model.selectNotebook(name)
            if name != nil, leaflet.isFolded { showNotes() }
        }.store(in: &bindings)
        model.selectedNotebook.sink { [weak self] name in
            self?.notesTitle.title = name ?? tr("Notes")
        }.store(in: &bindings)
    }

    private func bindNotes() {
        let store = ListStore(model.notes)
        let selection = TypedSingleSelection(store)
        let list = TypedListView(selection) { NoteRow() } bind: { row, note in
            note.sink { row.show($0) }
        }
        list.addCssClass("navigation-sidebar")
        list.setAccessibleLabel(tr("Notes of the notebook"))
        noteListHolder.child = list
        selection.bindSelectedID(to: model.selectedNoteID) { [weak self] id in
            guard let self else { return }
            model.selectNote(id)
            if id != nil, leaflet.isFolded { showEditor() }
        }.store(in: &bindings)
        list.activatedElementPublisher.sink { [weak self] _ in self?.showEditor() }.store(in: &bindings)
        model.notes.map(\.count).sink { [weak self] count in
            // TRANSLATORS: the notes pane's subtitle; {count} is the number of notes it lists.
            self?.notesTitle.subtitle = tr("{count} note", plural: "{count} notes", count: count)
                .replacing("{count}", with: String(count))
        }.store(in: &bindings)
    }

    private func bindEditor() {
        guard let buffer = editor.buffer else { return }
        buffer.bind(TextBuffer.textProperty, to: model.$body.map { Optional($0) }) { [weak model] text in
            model?.body = text ?? ""
        }.store(in: &bindings)
        model.isNoteSelected.bind(to: editor.sensitiveBinder).store(in: &bindings)
        model.selectedNoteID.combineLatest(model.$body)
            .map { [weak model] id, _ in id == nil ? "" : NoteRow.title(of: model?.selectedNote) }
            .removeDuplicates()
            .sink { [weak self] in self?.editorTitle.title = $0 }
            .store(in: &bindings)
    }

    private func bindSearch() {
        searchEntry.searchChangedPublisher.sink { [weak model] in model?.searchText = $0 }.store(in: &bindings)
        // The model clears the search when a new note must show.
        model.$searchText.removeDuplicates().sink { [weak searchEntry] text in
            guard let searchEntry, searchEntry.text != text else { return }
            searchEntry.text = text
        }.store(in: &bindings)
    }
}
