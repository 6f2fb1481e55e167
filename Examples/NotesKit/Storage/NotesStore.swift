import Foundation
import CombineGTK

/// The notes on disk, read and written with GIO's asynchronous file calls (the layout is in
/// `NotesKit`'s documentation).
///
/// - Every method runs on the main thread and completes on the GLib main context: the app's
///   loop must run (a test pumps it) for an `await` to return.
/// - Writes are atomic (`File.replaceContents`); two writes of one note run one after the
///   other, in the order they were asked for, so the last text asked for is the one kept.
/// - Nothing it cannot read is ever written over: an unreadable note's file name is kept
///   taken (`newNoteID(in:at:)` skips it) and its notebook's folder is left alone.
@MainActor
public final class NotesStore {
    /// The folder that holds one folder per notebook.
    public let root: File

    /// File names in each notebook's folder that are taken, readable or not, by notebook name.
    private var taken: [String: Set<String>] = [:]
    /// The last write of each file, by path: the next write of the same file waits for it.
    private var writes: [String: Task<Void, any Error>] = [:]

    /// A store under `root`; the app passes `defaultRoot()`, a test a temporary folder.
    public init(root: File) {
        self.root = root
    }

    /// `$XDG_DATA_HOME/io.github.combinegtk.Notes`.
    public static func defaultRoot() -> File {
        File.userDataDirectory().child(NotesKit.applicationID)!
    }

    // MARK: Reading

    /// Every notebook and note that can be read, and a problem for each thing that cannot.
    /// A missing root is an empty library (it is made when the first notebook is).
    public func load() async -> LoadedNotes {
        var loaded = LoadedNotes()
        taken = [:]
        let entries: [FileInfo]
        do {
            entries = try await children(of: root)
        } catch let error as GLibError where error.matches(IOErrorEnum.notFound) {
            return loaded
        } catch let error as GLibError where error.matches(IOErrorEnum.notDirectory) {
            loaded.problems.append(NotesError(
                message: "\(tr("The notes folder is a file, not a folder. It was left as it is:")) \(displayPath(root))",
                path: root.path()))
            return loaded
        } catch {
            loaded.problems.append(NotesError(
                message: "\(tr("The notes folder cannot be read:")) \(displayPath(root)) (\(describe(error)))",
                path: root.path()))
            return loaded
        }
        for entry in entries where !entry.isHidden() {
            let child = root.child(entry.name())!
            guard entry.fileType() == .directory else {
                loaded.problems.append(NotesError(
                    message: "\(tr("A file is where a notebook folder should be. It was left as it is:")) \(displayPath(child))",
                    path: child.path()))
                continue
            }
            let name = NotebookFolderName.decode(entry.name())
            var notebook = Notebook(name: name)
            do {
                let notes = try await children(of: child)
                taken[name] = Set(notes.map { $0.name() })
                for info in notes where isNoteFile(info) {
                    let file = child.child(info.name())!
                    do throws(NotesError) {
                        notebook.notes.append(try await readNote(file, info: info))
                    } catch {
                        loaded.problems.append(error)
                    }
                }
            } catch {
                taken[name] = []
                loaded.problems.append(NotesError(
                    message: "\(tr("A notebook cannot be read:")) \(displayPath(child)) (\(describe(error)))",
                    path: child.path()))
            }
            loaded.notebooks.append(notebook)
        }
        loaded.notebooks.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        return loaded
    }

    /// The text of a plain-text file (to import it as a note's body).
    /// - Throws: `NotesError` when it cannot be read or is not UTF-8 text.
    public func readText(of file: File) async throws(NotesError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try await file.loadContents().contents
        } catch {
            throw NotesError(message: "\(tr("The file cannot be read:")) \(displayPath(file)) (\(describe(error)))",
                             path: file.path())
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw NotesError(message: "\(tr("The file is not UTF-8 text. It was left as it is:")) \(displayPath(file))",
                             path: file.path())
        }
        return text
    }

    // MARK: Notebooks

    /// Makes the folder of a new notebook named `name` (trimmed), and the root if needed.
    /// - Throws: `NotesError` when the name is empty or taken, or the folder cannot be made.
    @discardableResult
    public func createNotebook(named name: String) async throws(NotesError) -> Notebook {
        let name = Notebook.normalizedName(name)
        guard !name.isEmpty else { throw NotesError(message: tr("A notebook needs a name.")) }
        let folder = folder(of: name)
        do {
            try await makeRoot()
            try await folder.makeDirectory()
        } catch let error as GLibError where error.matches(IOErrorEnum.exists) {
            throw NotesError(message: "\(tr("A notebook with this name already exists:")) \(name)", path: folder.path())
        } catch {
            throw NotesError(message: "\(tr("The notebook cannot be created:")) \(name) (\(describe(error)))",
                             path: folder.path())
        }
        taken[name] = []
        return Notebook(name: name)
    }

    /// Renames the notebook `name`'s folder to `newName` (trimmed).
    /// - Throws: `NotesError` when the new name is empty or taken, or the folder cannot be renamed.
    public func renameNotebook(_ name: String, to newName: String) async throws(NotesError) {
        let newName = Notebook.normalizedName(newName)
        guard !newName.isEmpty else { throw NotesError(message: tr("A notebook needs a name.")) }
        guard newName != name else { return }
        let folder = folder(of: name)
        await finishWrites()
        do {
            if self.folder(of: newName).queryExists() {
                throw NotesError(message: "\(tr("A notebook with this name already exists:")) \(newName)")
            }
            try await folder.setDisplayName(displayName: NotebookFolderName.encode(newName))
        } catch let error as NotesError {
            throw error
        } catch {
            throw NotesError(message: "\(tr("The notebook cannot be renamed:")) \(name) (\(describe(error)))",
                             path: folder.path())
        }
        taken[newName] = taken.removeValue(forKey: name) ?? []
    }

    // MARK: Notes

    /// A file name stem for a note created at `date` in `notebook` that no file there has:
    /// the milliseconds since 1970, counted on while taken (by a note, or a file kept unread).
    public func newNoteID(in notebook: String, at date: Date) -> String {
        var milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let names = taken[notebook] ?? []
        while names.contains("\(milliseconds).txt") { milliseconds += 1 }
        taken[notebook, default: []].insert("\(milliseconds).txt")
        return String(milliseconds)
    }

    /// Writes `note`'s body to its file in `notebook`, atomically.
    /// - Throws: `NotesError` when it cannot be written; the file's previous text is then kept.
    public func save(_ note: Note, in notebook: String) async throws(NotesError) {
        let file = noteFile(note.id, in: notebook)
        taken[notebook, default: []].insert(file.basename() ?? "")
        do {
            try await write(Array(note.body.utf8), to: file)
        } catch {
            throw NotesError(message: "\(tr("The note cannot be saved:")) \(displayPath(file)) (\(describe(error)))",
                             path: file.path())
        }
    }

    /// Deletes `note`'s file in `notebook` (after any write of it still running).
    /// - Throws: `NotesError` when it cannot be deleted.
    public func delete(_ note: Note, in notebook: String) async throws(NotesError) {
        let file = noteFile(note.id, in: notebook)
        do {
            _ = await writes[file.path() ?? ""]?.result
            try await file.delete()
        } catch let error as GLibError where error.matches(IOErrorEnum.notFound) {
            // Never saved: nothing to delete.
        } catch {
            throw NotesError(message: "\(tr("The note cannot be deleted:")) \(displayPath(file)) (\(describe(error)))",
                             path: file.path())
        }
    }

    /// Writes a deleted `note` back, with its modified time: what Undo does.
    /// - Throws: `NotesError` when it cannot be written.
    public func restore(_ note: Note, in notebook: String) async throws(NotesError) {
        try await save(note, in: notebook)
        let file = noteFile(note.id, in: notebook)
        let info = FileInfo()
        let microseconds = UInt64((note.modified.timeIntervalSince1970 * 1_000_000).rounded(.down))
        info.setAttributeUint64(attribute: "time::modified", attrValue: microseconds / 1_000_000)
        info.setAttributeUint32(attribute: "time::modified-usec", attrValue: UInt32(microseconds % 1_000_000))
        // The text is back; a modified time that could not be set only reorders the list.
        _ = try? await file.setAttributes(info: info, flags: [])
    }

    /// Writes `note`'s body to `file` as UTF-8 text, atomically (to export it).
    /// - Throws: `NotesError` when it cannot be written.
    public func export(_ note: Note, to file: File) async throws(NotesError) {
        do {
            try await write(Array(note.body.utf8), to: file)
        } catch {
            throw NotesError(message: "\(tr("The note cannot be exported:")) \(displayPath(file)) (\(describe(error)))",
                             path: file.path())
        }
    }

    /// Waits until every write asked for so far has ended, however it ended.
    public func finishWrites() async {
        for write in writes.values { _ = await write.result }
    }

    // MARK: Helpers

    /// The folder of the notebook `name`.
    public func folder(of name: String) -> File {
        root.child(NotebookFolderName.encode(name))!
    }

    /// The file of the note `id` in `notebook`.
    public func noteFile(_ id: String, in notebook: String) -> File {
        folder(of: notebook).child("\(id).txt")!
    }

    private func write(_ bytes: [UInt8], to file: File) async throws {
        let key = file.path() ?? file.uri()
        let previous = writes[key]
        let write = Task { @MainActor in
            _ = await previous?.result
            try await file.replaceContents(bytes)
        }
        writes[key] = write
        defer { if writes[key] == write { writes[key] = nil } }
        try await write.value
    }

    private func makeRoot() async throws {
        do {
            try await root.makeDirectory()
        } catch let error as GLibError where error.matches(IOErrorEnum.exists) {
            return
        } catch let error as GLibError where error.matches(IOErrorEnum.notFound) {
            // Its parent is missing (a fresh account without ~/.local/share): make them all.
            try root.makeDirectoryWithParents()
        }
    }

    private func children(of folder: File) async throws -> [FileInfo] {
        let attributes = "standard::name,standard::type,standard::is-hidden,time::modified,time::modified-usec,time::created"
        guard let enumerator = try await folder.enumerateChildren(attributes: attributes, flags: .nofollowSymlinks) else {
            return []
        }
        return try await enumerator.allFiles()
    }

    private func isNoteFile(_ info: FileInfo) -> Bool {
        !info.isHidden() && info.name().hasSuffix(".txt") && info.fileType() == .regular
    }

    private func readNote(_ file: File, info: FileInfo) async throws(NotesError) -> Note {
        let body = try await readText(of: file)
        let id = String(info.name().dropLast(".txt".count))
        let modified = Date(
            timeIntervalSince1970: Double(info.attributeUint64("time::modified"))
                + Double(info.attributeUint32("time::modified-usec")) / 1_000_000)
        let created = Int64(id).map { Date(timeIntervalSince1970: Double($0) / 1000) }
            ?? (info.hasAttribute("time::created")
                ? Date(timeIntervalSince1970: Double(info.attributeUint64("time::created"))) : modified)
        return Note(id: id, body: body, created: created, modified: modified)
    }

    private func displayPath(_ file: File) -> String {
        file.parseName()
    }

    private func describe(_ error: any Error) -> String {
        (error as? GLibError)?.message ?? String(describing: error)
    }
}
