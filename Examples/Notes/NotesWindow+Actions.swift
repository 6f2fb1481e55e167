@preconcurrency import OpenCombine
import CombineAdw

extension NotesWindow {
    /// The window's commands as `win.` actions, so buttons, the menu, and accelerators reach
    /// the same code.
    func addActions() {
        let search = SimpleAction(name: "search")
        search.activatePublisher.sink { [weak self] in
            guard let self else { return }
            searchBar.isSearchModeEnabled = true
            _ = searchEntry.grabFocus()
        }.store(in: &bindings)
        window.addAction(search)
        window.application?.setAccelerators(["<Control>f"], for: DetailedActionName("win.search"))

        let commands: [(String, [String], (NotesWindow) -> Void)] = [
            ("new-note", ["<Control>n"], { $0.newNote() }),
            ("new-notebook", ["<Control><Shift>n"], { $0.newNotebook() }),
            ("rename-notebook", ["F2"], { $0.renameNotebook() }),
            ("delete-note", ["<Control>Delete"], { $0.deleteNote() }),
            ("import-note", ["<Control>o"], { $0.importNote() }),
            ("export-note", ["<Control>e"], { $0.exportNote() }),
        ]
        for (name, accelerators, run) in commands {
            let action = SimpleAction(name: name)
            action.activatePublisher.sink { [weak self] in self.map(run) }.store(in: &bindings)
            window.addAction(action)
            actions[name] = action
            window.application?.setAccelerators(accelerators, for: DetailedActionName("win." + name))
        }
    }
}
