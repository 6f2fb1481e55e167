import Foundation
@preconcurrency import OpenCombine
import CombineGTK

/// The Notes window's view model: the notebooks and the selected one, the notes it shows
/// (searched and sorted), the editor's text with autosave, and the commands.
///
/// Outputs (`notebookNames`, `selectedNotebook`, `notes`, `selectedNoteID`, …) send their
/// current value on subscription, then each change, never the same value twice in a row;
/// none fails or finishes; all send on the main thread. Inputs are methods, and the
/// `@Published` properties a widget binds to both ways (`searchText`, `sortOrder`, `body`).
///
/// Storage work runs in main-actor tasks that complete on the GLib main context; failures
/// appear in `errorMessage`. `waitUntilIdle()` awaits whatever is still running.
@MainActor
public final class NotesViewModel {
    public let store: NotesStore

    // MARK: Two-way properties

    /// The search entry's text: `notes` shows the notes whose title or body contain it
    /// (trimmed, ignoring case and accents), as one types.
    @Published public var searchText = ""
    /// The order of `notes`; the app binds it to the GSettings key `sort-order`.
    @Published public var sortOrder: SortOrder = .modified
    /// The selected note's text, bound both ways to the editor's buffer. Typing changes the
    /// note (its title and modified time follow at once) and saves it `autosaveDelay` after
    /// the typing pauses. Empty, and ignored, when no note is selected.
    @Published public var body = ""

    // MARK: Outputs

    /// The notebooks' names, in the order people read them.
    public let notebookNames: AnyPublisher<[String], Never>
    /// The selected notebook's name; nil before one exists.
    public let selectedNotebook: AnyPublisher<String?, Never>
    /// The selected notebook's notes that match `searchText`, in `sortOrder`.
    public var notes: AnyPublisher<[Note], Never> {
        notebooksSubject
            .combineLatest(selectedNotebookSubject, $searchText, $sortOrder)
            .map { notebooks, selected, searchText, order in
                (notebooks.first { $0.name == selected }?.notes ?? []).filtered(by: searchText, sortedBy: order)
            }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
    /// The id of the note in the editor; nil when none is.
    public let selectedNoteID: AnyPublisher<String?, Never>
    /// Whether a notebook is selected: New Note, Import and Rename Notebook need one.
    public let isNotebookSelected: AnyPublisher<Bool, Never>
    /// Whether a note is selected: the editor, Delete and Export need one.
    public let isNoteSelected: AnyPublisher<Bool, Never>
    /// Whether some typing is not yet saved.
    public let hasUnsavedChanges: AnyPublisher<Bool, Never>
    /// What went wrong last (reading, saving, deleting, …), for the window to show; nil
    /// once dismissed. Several problems found together are one message, a line each.
    public let errorMessage: AnyPublisher<String?, Never>

    // MARK: State

    private let notebooksSubject = CurrentValueSubject<[Notebook], Never>([])
    private let selectedNotebookSubject = CurrentValueSubject<String?, Never>(nil)
    private let selectedNoteSubject = CurrentValueSubject<String?, Never>(nil)
    private let unsavedSubject = CurrentValueSubject<Set<NoteKey>, Never>([])
    private let errorSubject = CurrentValueSubject<String?, Never>(nil)
    private let edits = PassthroughSubject<Void, Never>()
    private let now: () -> Date
    private var settingBody = false
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0
    private var subscriptions: Set<AnyCancellable> = []

    /// A view model over `store`, saving `autosaveDelay` after typing pauses on `scheduler`
    /// (`MainContextScheduler.shared` in the app, `MainContextScheduler.test` in tests), with
    /// `now` as the clock of notes' created and modified times.
    public init<S: Scheduler>(
        store: NotesStore,
        scheduler: S,
        autosaveDelay: S.SchedulerTimeType.Stride = .seconds(1),
        now: @escaping () -> Date = Date.init
    ) where S.SchedulerTimeType == MainContextScheduler.SchedulerTimeType {
        self.store = store
        self.now = now
        notebookNames = notebooksSubject.map { $0.map(\.name) }.removeDuplicates().eraseToAnyPublisher()
        selectedNotebook = selectedNotebookSubject.removeDuplicates().eraseToAnyPublisher()
        selectedNoteID = selectedNoteSubject.removeDuplicates().eraseToAnyPublisher()
        isNotebookSelected = selectedNotebookSubject.map { $0 != nil }.removeDuplicates().eraseToAnyPublisher()
        isNoteSelected = selectedNoteSubject.map { $0 != nil }.removeDuplicates().eraseToAnyPublisher()
        hasUnsavedChanges = unsavedSubject.map { !$0.isEmpty }.removeDuplicates().eraseToAnyPublisher()
        errorMessage = errorSubject.removeDuplicates().eraseToAnyPublisher()
        $body
            .sink { [unowned self] text in bodyChanged(to: text) }
            .store(in: &subscriptions)
        edits
            .debounce(for: autosaveDelay, scheduler: scheduler)
            .sink { [unowned self] in saveUnsaved() }
            .store(in: &subscriptions)
    }

    // MARK: Loading and selection

    /// Reads the library from the store and selects the first notebook (or keeps the selected
    /// one, if it is still there). What could not be read goes to `errorMessage`.
    public func load() async {
        let loaded = await store.load()
        notebooksSubject.send(loaded.notebooks)
        if !loaded.problems.isEmpty {
            errorSubject.send(loaded.problems.map(\.message).joined(separator: "\n"))
        }
        let selected = selectedNotebookSubject.value
        selectNotebook(loaded.notebooks.contains { $0.name == selected } ? selected : loaded.notebooks.first?.name)
    }

    /// Shows the notebook `name` (nil: none); the editor is emptied.
    public func selectNotebook(_ name: String?) {
        let name = name.flatMap { name in notebooksSubject.value.contains { $0.name == name } ? name : nil }
        guard name != selectedNotebookSubject.value else { return }
        selectNote(nil)
        selectedNotebookSubject.send(name)
    }

    /// Puts the note `id` of the selected notebook in the editor (nil: none).
    public func selectNote(_ id: String?) {
        let note = id.flatMap { self.note($0, in: selectedNotebookSubject.value) }
        guard note?.id != selectedNoteSubject.value else { return }
        selectedNoteSubject.send(note?.id)
        settingBody = true
        body = note?.body ?? ""
        settingBody = false
    }

    /// Where a list's selection is bound: `selectNotebook(_:)`.
    public var selectedNotebookBinder: Binder<String?> {
        Binder(self) { viewModel, name in viewModel.selectNotebook(name) }
    }

    /// Where a list's selection is bound: `selectNote(_:)`.
    public var selectedNoteBinder: Binder<String?> {
        Binder(self) { viewModel, id in viewModel.selectNote(id) }
    }

    /// The notebooks as last loaded or changed, notes included.
    public var notebooks: [Notebook] { notebooksSubject.value }

    /// The note in the editor.
    public var selectedNote: Note? {
        selectedNoteSubject.value.flatMap { note($0, in: selectedNotebookSubject.value) }
    }

    /// The selected notebook's name.
    public var selectedNotebookName: String? { selectedNotebookSubject.value }

    // MARK: Commands

    /// A new, empty note in the selected notebook, selected, its file written at once; the
    /// search is cleared so that it shows. Nil when no notebook is selected.
    @discardableResult
    public func newNote() -> Note? {
        guard let notebook = selectedNotebookSubject.value else { return nil }
        let date = now()
        let note = Note(id: store.newNoteID(in: notebook, at: date), body: "", created: date, modified: date)
        insert(note, in: notebook)
        searchText = ""
        selectNote(note.id)
        run { [store] in try await store.save(note, in: notebook) }
        return note
    }

    /// Deletes the selected note (its file too) and returns the way to undo it, for the
    /// toast; nil when no note is selected.
    @discardableResult
    public func deleteSelectedNote() -> NoteDeletion? {
        guard let notebook = selectedNotebookSubject.value, let note = selectedNote else { return nil }
        selectNote(nil)
        update(notebook) { $0.notes.removeAll { $0.id == note.id } }
        unsavedSubject.value.remove(NoteKey(notebook: notebook, id: note.id))
        run { [store] in try await store.delete(note, in: notebook) }
        return NoteDeletion(note: note, notebook: notebook) { [weak self] in self?.restore(note, in: notebook) }
    }

    /// The dialog model for a new notebook; committing it creates the folder and selects it.
    public func newNotebookDialog() -> NotebookNameViewModel {
        NotebookNameViewModel(name: "", taken: Set(notebooksSubject.value.map(\.name))) { [weak self] name in
            guard let self else { return false }
            do throws(NotesError) {
                let notebook = try await store.createNotebook(named: name)
                var notebooks = notebooksSubject.value
                notebooks.append(notebook)
                notebooks.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
                notebooksSubject.send(notebooks)
                selectNotebook(notebook.name)
                return true
            } catch {
                report(error)
                return false
            }
        }
    }

    /// The dialog model to rename the selected notebook (its name filled in); nil when none
    /// is selected. Committing saves what is unsaved, renames the folder and keeps it selected.
    public func renameNotebookDialog() -> NotebookNameViewModel? {
        guard let old = selectedNotebookSubject.value else { return nil }
        let others = Set(notebooksSubject.value.map(\.name)).subtracting([old])
        return NotebookNameViewModel(name: old, taken: others) { [weak self] name in
            guard let self else { return false }
            await saveNow()
            do throws(NotesError) {
                try await store.renameNotebook(old, to: name)
            } catch {
                report(error)
                return false
            }
            let selectedNote = selectedNoteSubject.value
            update(old) { $0.name = name }
            var notebooks = notebooksSubject.value
            notebooks.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            notebooksSubject.send(notebooks)
            selectedNotebookSubject.send(name)
            selectedNoteSubject.send(selectedNote)
            return true
        }
    }

    /// Imports the text file `file` as a new note of the selected notebook and selects it.
    /// Returns the note, or nil (with `errorMessage`) when there is no notebook selected or
    /// the file cannot be read or is not UTF-8 text.
    @discardableResult
    public func importNote(from file: File) async -> Note? {
        guard let notebook = selectedNotebookSubject.value else { return nil }
        do throws(NotesError) {
            let text = try await store.readText(of: file)
            let date = now()
            let note = Note(id: store.newNoteID(in: notebook, at: date), body: text, created: date, modified: date)
            insert(note, in: notebook)
            searchText = ""
            selectNote(note.id)
            try await store.save(note, in: notebook)
            return note
        } catch {
            report(error)
            return nil
        }
    }

    /// Writes the selected note's text to `file`; returns whether it did (failures go to
    /// `errorMessage`).
    @discardableResult
    public func exportSelectedNote(to file: File) async -> Bool {
        guard let note = selectedNote else { return false }
        do throws(NotesError) {
            try await store.export(note, to: file)
            return true
        } catch {
            report(error)
            return false
        }
    }

    /// Saves every unsaved note now and waits for all storage work: for closing the window.
    public func saveNow() async {
        saveUnsaved()
        await waitUntilIdle()
    }

    /// Waits until the storage work started so far (saves, deletes, restores) has ended.
    public func waitUntilIdle() async {
        while let (key, task) = tasks.first {
            await task.value
            tasks[key] = nil
        }
    }

    /// Clears `errorMessage` (the window's message was dismissed).
    public func dismissError() {
        errorSubject.send(nil)
    }

    // MARK: Private

    private func bodyChanged(to text: String) {
        guard !settingBody, let notebook = selectedNotebookSubject.value,
              let id = selectedNoteSubject.value, let note = note(id, in: notebook), note.body != text else { return }
        let modified = now()
        update(notebook) { notebook in
            guard let index = notebook.notes.firstIndex(where: { $0.id == id }) else { return }
            notebook.notes[index].body = text
            notebook.notes[index].modified = modified
        }
        unsavedSubject.value.insert(NoteKey(notebook: notebook, id: id))
        edits.send()
    }

    private func saveUnsaved() {
        let keys = unsavedSubject.value
        guard !keys.isEmpty else { return }
        unsavedSubject.send([])
        for key in keys {
            guard let note = note(key.id, in: key.notebook) else { continue }
            run { [store] in try await store.save(note, in: key.notebook) }
        }
    }

    private func restore(_ note: Note, in notebook: String) {
        guard notebooksSubject.value.contains(where: { $0.name == notebook }) else { return }
        insert(note, in: notebook)
        selectNotebook(notebook)
        selectNote(note.id)
        run { [store] in try await store.restore(note, in: notebook) }
    }

    private func insert(_ note: Note, in notebook: String) {
        update(notebook) { $0.notes.append(note) }
    }

    private func note(_ id: String, in notebook: String?) -> Note? {
        notebooksSubject.value.first { $0.name == notebook }?.notes.first { $0.id == id }
    }

    private func update(_ name: String, _ change: (inout Notebook) -> Void) {
        var notebooks = notebooksSubject.value
        guard let index = notebooks.firstIndex(where: { $0.name == name }) else { return }
        change(&notebooks[index])
        notebooksSubject.send(notebooks)
    }

    private func report(_ error: NotesError) {
        errorSubject.send(error.message)
    }

    /// Runs storage work in a main-actor task that `waitUntilIdle()` can await.
    private func run(_ work: @escaping @MainActor () async throws -> Void) {
        let key = nextTask
        nextTask += 1
        tasks[key] = Task { @MainActor [weak self] in
            do {
                try await work()
            } catch {
                self?.report(error as? NotesError ?? NotesError(message: String(describing: error)))
            }
            self?.tasks[key] = nil
        }
    }
}

/// A note by notebook and id: what is waiting to be saved.
private struct NoteKey: Hashable {
    let notebook: String
    let id: String
}
