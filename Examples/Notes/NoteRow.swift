import CombineAdw
import NotesKit

/// A row of the notes list: the note's title (its first line) and the line after it, dimmed.
@MainActor
struct NoteRow: ListRow {
    let box = Box(orientation: .vertical, spacing: 2)
    let title = Label("")
    let preview = Label("")
    var rootWidget: Widget { box }

    init() {
        title.xalign = 0
        title.ellipsize = .end
        preview.xalign = 0
        preview.ellipsize = .end
        preview.addCssClass("dim-label")
        preview.addCssClass("caption")
        box.marginTop = 6
        box.marginBottom = 6
        box.append(title)
        box.append(preview)
    }

    func show(_ note: Note) {
        let title = Self.title(of: note)
        self.title.text = title
        let lines = note.body.split(separator: "\n", omittingEmptySubsequences: true)
        preview.text = lines.dropFirst().first.map(String.init) ?? ""
        preview.isVisible = !preview.text.isEmpty
        box.setAccessibleLabel(title)
    }

    /// What a note is called in the window: its title, or "Untitled" for an empty one.
    static func title(of note: Note?) -> String {
        guard let note, !note.title.isEmpty else { return tr("Untitled") }
        return note.title
    }
}

/// A row of the notebooks list: the notebook's name.
@MainActor
struct NotebookRow: ListRow {
    let label = Label("")
    var rootWidget: Widget { label }

    init() {
        label.xalign = 0
        label.ellipsize = .end
        label.marginTop = 6
        label.marginBottom = 6
    }

    func show(_ name: String) {
        label.text = name
    }
}
