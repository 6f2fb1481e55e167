@preconcurrency import OpenCombine
import CombineAdw
import NotesKit

/// The main window: a leaflet of three panes, the notebooks, the notes of the selected one
/// (with a search bar), and the editor of the selected note. Wide, they sit side by side;
/// narrow, the leaflet folds to one pane at a time, with back buttons (and Alt+Left, or a
/// swipe). An error banner at the top says what went wrong with the files; toasts say what
/// was deleted, with Undo.
///
/// Accessible names (the end-to-end test finds the controls by them) are set where each
/// control is made; the README's Notes section lists them.
@MainActor
final class NotesWindow {
    let window: Adw.ApplicationWindow
    let leaflet = Adw.Leaflet()
    let toasts = Adw.ToastOverlay()

    // The sidebar.
    let sidebar = Box(orientation: .vertical, spacing: 0)
    let newNotebookButton = Button(iconName: "folder-new-symbolic")
    let renameButton = Button(iconName: "document-edit-symbolic")
    let notebooksHeader = Adw.HeaderBar()
    let notebookListHolder = ScrolledWindow()

    // The notes of the selected notebook.
    let notesPane = Box(orientation: .vertical, spacing: 0)
    let notesHeader = Adw.HeaderBar()
    let notesTitle = Adw.WindowTitle(title: tr("Notes"), subtitle: "")
    let notesBack = Button(iconName: "go-previous-symbolic")
    let newNoteButton = Button(iconName: "document-new-symbolic")
    let searchButton = ToggleButton()
    let menuButton: MenuButton
    let searchBar = SearchBar()
    let searchEntry = SearchEntry(placeholder: tr("Search notes"))
    let noteListHolder = ScrolledWindow()

    // The editor.
    let editorPane = Box(orientation: .vertical, spacing: 0)
    let editorHeader = Adw.HeaderBar()
    let editorTitle = Adw.WindowTitle(title: "", subtitle: "")
    let editorBack = Button(iconName: "go-previous-symbolic")
    let deleteButton = Button(iconName: "user-trash-symbolic")
    let editor = TextView()

    // What went wrong with the files, until dismissed.
    let errorBar = Revealer()
    let errorLabel = Label("")
    let errorDismiss = Button(iconName: "window-close-symbolic")

    let model: NotesViewModel
    let settings: Settings
    var bindings = Set<AnyCancellable>()
    /// The window's commands by name (`new-note`), enabled as the model allows.
    var actions: [String: SimpleAction] = [:]
    /// Set once what was typed is saved: the window may close.
    var isSaved = false
    private var stateSaving: AnyCancellable?

    init(application: Adw.Application, settings: Settings, model: NotesViewModel) {
        self.model = model
        self.settings = settings
        window = Adw.ApplicationWindow(application: application)
        window.title = tr("Notes")
        menuButton = MenuButton()
        menuButton.iconName = "open-menu-symbolic"
        // Nested: the sort order opens beside the menu. (A sliding submenu, GTK 4.8's default,
        // left X's keyboard grabbed after choosing from it: the window took no keys.)
        menuButton.popover = PopoverMenu(model: PrimaryMenu.make(), flags: .nested)
        menuButton.isPrimary = true
        buildSidebar()
        buildNotesPane()
        buildEditorPane()
        buildErrorBar()

        leaflet.append(sidebar)
        leaflet.append(Separator(orientation: .vertical))?.isNavigatable = false
        leaflet.append(notesPane)
        leaflet.append(Separator(orientation: .vertical))?.isNavigatable = false
        leaflet.append(editorPane)
        leaflet.canNavigateBack = true
        bindFolding()

        let content = Box(orientation: .vertical, spacing: 0)
        content.append(errorBar)
        leaflet.vexpands = true
        content.append(leaflet)
        toasts.child = content
        window.content = toasts
        window.setSizeRequest(width: 360, height: 294)
        // Restores the size and maximized state now, saves them when the window closes.
        stateSaving = window.persistState(in: settings)
        addActions()
        bindModel()
    }

    private func buildSidebar() {
        newNotebookButton.setAccessibleLabel(tr("New notebook"))
        newNotebookButton.tooltipText = tr("New Notebook")
        newNotebookButton.actionName = "win.new-notebook"
        notebooksHeader.titleWidget = Adw.WindowTitle(title: tr("Notebooks"), subtitle: "")
        notebooksHeader.packStart(newNotebookButton)
        renameButton.setAccessibleLabel(tr("Rename notebook"))
        renameButton.tooltipText = tr("Rename Notebook")
        renameButton.actionName = "win.rename-notebook"
        notebooksHeader.packEnd(renameButton)
        notebookListHolder.vexpands = true
        notebookListHolder.hscrollbarPolicy = .never
        sidebar.widthRequest = 220
        sidebar.append(notebooksHeader)
        sidebar.append(notebookListHolder)
    }

    private func buildNotesPane() {
        notesBack.setAccessibleLabel(tr("Back to notebooks"))
        newNoteButton.setAccessibleLabel(tr("New note"))
        newNoteButton.tooltipText = tr("New Note")
        newNoteButton.actionName = "win.new-note"
        searchButton.iconName = "system-search-symbolic"
        searchButton.setAccessibleLabel(tr("Search"))
        searchButton.tooltipText = tr("Search")
        menuButton.setAccessibleLabel(tr("Main menu"))
        menuButton.tooltipText = tr("Main Menu")
        notesHeader.titleWidget = notesTitle
        notesHeader.packStart(notesBack)
        notesHeader.packStart(newNoteButton)
        notesHeader.packEnd(menuButton)
        notesHeader.packEnd(searchButton)

        searchEntry.setAccessibleLabel(tr("Search notes"))
        searchBar.child = searchEntry
        searchBar.connectEntry(searchEntry)
        searchBar.bind(SearchBar.searchModeEnabledProperty, to: searchButton.activePublisher) { [weak searchButton] in
            searchButton?.isActive = $0
        }.store(in: &bindings)

        noteListHolder.vexpands = true
        noteListHolder.hscrollbarPolicy = .never
        notesPane.widthRequest = 280
        notesPane.append(notesHeader)
        notesPane.append(searchBar)
        notesPane.append(noteListHolder)
    }

    private func buildEditorPane() {
        editorBack.setAccessibleLabel(tr("Back to notes"))
        deleteButton.setAccessibleLabel(tr("Delete note"))
        deleteButton.tooltipText = tr("Delete Note")
        deleteButton.actionName = "win.delete-note"
        editorHeader.titleWidget = editorTitle
        editorHeader.packStart(editorBack)
        editorHeader.packEnd(deleteButton)

        editor.setAccessibleLabel(tr("Note text"))
        editor.wrapMode = .wordChar
        editor.addCssClass("editor")
        let scrolled = ScrolledWindow()
        scrolled.child = editor
        scrolled.vexpands = true
        scrolled.hexpands = true
        editorPane.hexpands = true
        editorPane.widthRequest = 300
        editorPane.append(editorHeader)
        editorPane.append(scrolled)
    }

    private func buildErrorBar() {
        errorLabel.setAccessibleLabel(tr("Error message"))
        errorLabel.wraps = true
        errorLabel.xalign = 0
        errorLabel.hexpands = true
        errorDismiss.setAccessibleLabel(tr("Dismiss error"))
        errorDismiss.addCssClass("flat")
        errorDismiss.valign = .center
        let bar = Box(orientation: .horizontal, spacing: 12)
        bar.addCssClass("error-bar")
        bar.append(errorLabel)
        bar.append(errorDismiss)
        errorBar.child = bar
        errorBar.revealsChild = false
        errorDismiss.clickedPublisher.sink { [weak errorBar] in errorBar?.revealsChild = false }.store(in: &bindings)
    }

    /// Folded, the leaflet shows one pane and the back buttons; the title buttons go to the
    /// header bars at the window's edges.
    private func bindFolding() {
        let folded = leaflet.foldedPublisher
        folded.bind(to: notesBack.visibleBinder).store(in: &bindings)
        folded.bind(to: editorBack.visibleBinder).store(in: &bindings)
        folded.bind(to: notebooksHeader.showEndTitleButtonsBinder).store(in: &bindings)
        folded.bind(to: notesHeader.showStartTitleButtonsBinder).store(in: &bindings)
        folded.bind(to: notesHeader.showEndTitleButtonsBinder).store(in: &bindings)
        folded.bind(to: editorHeader.showStartTitleButtonsBinder).store(in: &bindings)
        // Folding shows the pane one works in: the note's text, or the notebook's notes.
        folded.removeDuplicates().filter { $0 }.sink { [weak self] _ in
            guard let self else { return }
            if model.selectedNote != nil {
                leaflet.visibleChild = editorPane
            } else if model.selectedNotebookName != nil {
                leaflet.visibleChild = notesPane
            }
        }.store(in: &bindings)
        notesBack.clickedPublisher.sink { [weak leaflet] in leaflet?.navigate(.back) }.store(in: &bindings)
        editorBack.clickedPublisher.sink { [weak leaflet] in leaflet?.navigate(.back) }.store(in: &bindings)
    }

    /// Shows `message` in the error bar at the top of the window, until dismissed.
    func showError(_ message: String) {
        errorLabel.text = message
        errorBar.revealsChild = true
    }

    /// Shows the notes pane (folded: instead of the notebooks).
    func showNotes() { leaflet.visibleChild = notesPane }

    /// Shows the editor (folded: instead of the notes) and gives it the keyboard.
    func showEditor() {
        leaflet.visibleChild = editorPane
        _ = editor.grabFocus()
    }
}
