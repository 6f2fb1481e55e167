import XCTest
import Foundation
import CombineGTKTesting
import NotesKit

/// The store against a temporary folder: the layout, atomic writes, and data it cannot read
/// reported and kept.
final class NotesStoreTests: NotesTestCase {
    func testAMissingRootIsAnEmptyLibraryAndTheFirstNotebookMakesIt() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            let empty = try awaitOnMain { await store.load() }
            XCTAssertEqual(empty.notebooks, [])
            XCTAssertEqual(empty.problems, [])
            let made = try awaitOnMain { try await store.createNotebook(named: "  Work \n") }
            XCTAssertEqual(made.name, "Work", "trimmed")
            var isFolder: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: disk.root + "/Work", isDirectory: &isFolder))
            XCTAssertTrue(isFolder.boolValue)
        }
    }

    func testNotebookNamesAnyCharactersRoundTripThroughFolderNames() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            for name in ["Home/Garden", ".hidden", "100%", "Café"] {
                _ = try awaitOnMain { try await store.createNotebook(named: name) }
            }
            XCTAssertTrue(disk.exists("Home%2FGarden"))
            XCTAssertTrue(disk.exists("%2Ehidden"))
            XCTAssertTrue(disk.exists("100%25"))
            let loaded = try awaitOnMain { await store.load() }
            XCTAssertEqual(Set(loaded.notebooks.map(\.name)), ["Home/Garden", ".hidden", "100%", "Café"])
            XCTAssertEqual(loaded.problems, [])
        }
    }

    func testATakenNotebookNameIsRefused() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            _ = try awaitOnMain { try await store.createNotebook(named: "Work") }
            XCTAssertThrowsError(try awaitOnMain { try await store.createNotebook(named: "Work") }) { error in
                XCTAssertTrue((error as? NotesError)?.message.contains("already exists") == true, "\(error)")
            }
            XCTAssertThrowsError(try awaitOnMain { try await store.createNotebook(named: "   ") })
        }
    }

    func testASavedNoteLoadsWithItsTitleAndTimes() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            _ = try awaitOnMain { try await store.createNotebook(named: "Work") }
            let created = Date(timeIntervalSince1970: 1_700_000_000.123)
            let id = store.newNoteID(in: "Work", at: created)
            XCTAssertEqual(id, "1700000000123")
            let note = Note(id: id, body: "Shopping\nmilk, eggs", created: created, modified: created)
            try awaitOnMain { try await store.save(note, in: "Work") }
            XCTAssertEqual(disk.text(of: "Work/1700000000123.txt"), "Shopping\nmilk, eggs", "the body and nothing else")
            let modified = Date(timeIntervalSince1970: 1_700_000_100)
            try disk.setModified("Work/1700000000123.txt", modified)

            let loaded = try awaitOnMain { await store.load() }
            let back = try XCTUnwrap(loaded.notebooks.first?.notes.first)
            XCTAssertEqual(back.id, id)
            XCTAssertEqual(back.title, "Shopping")
            XCTAssertEqual(back.body, note.body)
            XCTAssertEqual(back.created.timeIntervalSince1970, 1_700_000_000.123, accuracy: 0.0005)
            XCTAssertEqual(back.modified.timeIntervalSince1970, 1_700_000_100, accuracy: 0.001)
            XCTAssertNotEqual(store.newNoteID(in: "Work", at: created), id, "a taken name is skipped")
        }
    }

    /// While a large note is being replaced, the file holds the old text or the new one,
    /// whole, whenever it is read: never a prefix of the new one.
    func testAWriteInProgressNeverLeavesATruncatedNote() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            let old = String(repeating: "old text\n", count: 1000)
            try disk.write(old, to: "Work/1.txt")
            let new = String(repeating: "new text, longer than the old one\n", count: 200_000)  // 6.8 MB
            let finished = MainBox(false)
            let saving = Task { @MainActor in
                try await store.save(Note(id: "1", body: new, created: Date(), modified: Date()), in: "Work")
            }
            var done = false, reads = 0, sawOld = 0
            Task { @MainActor in
                _ = await saving.result
                finished.value = true
            }
            repeat {
                let now = disk.text(of: "Work/1.txt")
                reads += 1
                if now == old { sawOld += 1 } else { XCTAssertTrue(now == new, "read \(now?.count ?? -1) bytes mid-write") }
                pumpMainContext(timeout: 0.002) { finished.value }
                done = finished.value
            } while !done
            XCTAssertEqual(disk.text(of: "Work/1.txt"), new)
            XCTAssertGreaterThan(reads, 1)
            XCTAssertGreaterThan(sawOld, 0, "the old text stayed while the new one was written")
        }
    }

    func testAFailedWriteKeepsTheOldText() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            try disk.write("keep me", to: "Work/1.txt")
            // The note's path is taken by a folder: GIO cannot replace it, and says so.
            try FileManager.default.createDirectory(atPath: disk.root + "/Work/2.txt", withIntermediateDirectories: true)
            XCTAssertThrowsError(try awaitOnMain {
                try await store.save(Note(id: "2", body: "x", created: Date(), modified: Date()), in: "Work")
            }) { error in
                XCTAssertTrue((error as? NotesError)?.message.hasPrefix("The note cannot be saved:") == true, "\(error)")
            }
            XCTAssertEqual(disk.text(of: "Work/1.txt"), "keep me")
        }
    }

    func testCorruptDataIsReportedAndKeptAndNeverOverwritten() throws {
        let disk = disk!
        try onMain {
            let bad = Data([0x48, 0x69, 0xFF, 0xFE, 0x0A])
            try disk.write("fine", to: "Work/1.txt")
            try disk.write(bad, to: "Work/2.txt")
            try disk.write("not a notebook", to: "stray.txt")
            try disk.write("a left-over temporary", to: "Work/.goutputstream-ABC123")
            try disk.write("not a note", to: "Work/picture.png")
            let store = NotesStore(root: File(path: disk.root))
            let loaded = try awaitOnMain { await store.load() }
            XCTAssertEqual(loaded.notebooks.map(\.name), ["Work"])
            XCTAssertEqual(loaded.notebooks.first?.notes.map(\.id), ["1"], "the readable note only")
            XCTAssertEqual(loaded.problems.count, 2, "\(loaded.problems)")
            XCTAssertTrue(loaded.problems.contains {
                $0.message.hasPrefix("The file is not UTF-8 text. It was left as it is:") && $0.path?.hasSuffix("Work/2.txt") == true
            }, "\(loaded.problems)")
            XCTAssertTrue(loaded.problems.contains {
                $0.message.hasPrefix("A file is where a notebook folder should be") && $0.path?.hasSuffix("stray.txt") == true
            }, "\(loaded.problems)")
            // A new note created at the corrupt file's "time" takes another name.
            XCTAssertEqual(store.newNoteID(in: "Work", at: Date(timeIntervalSince1970: 0.002)), "3")
            XCTAssertEqual(disk.contents(of: "Work/2.txt"), bad, "kept byte for byte")
            XCTAssertEqual(disk.text(of: "stray.txt"), "not a notebook")
        }
    }

    func testARootThatIsAFileIsReportedAndKept() throws {
        let disk = disk!
        try onMain {
            try FileManager.default.createDirectory(at: disk.directory, withIntermediateDirectories: true)
            try Data("I am a file".utf8).write(to: URL(fileURLWithPath: disk.root))
            let store = NotesStore(root: File(path: disk.root))
            let loaded = try awaitOnMain { await store.load() }
            XCTAssertEqual(loaded.notebooks, [])
            XCTAssertEqual(loaded.problems.map(\.message),
                           ["The notes folder is a file, not a folder. It was left as it is: \(disk.root)"])
            XCTAssertThrowsError(try awaitOnMain { try await store.createNotebook(named: "Work") })
            XCTAssertEqual(FileManager.default.contents(atPath: disk.root), Data("I am a file".utf8))
        }
    }

    func testAnUnreadableNoteIsReportedAndKept() throws {
        try XCTSkipIf(getuid() == 0, "root reads any file: permissions cannot make one unreadable")
        let disk = disk!
        try onMain {
            try disk.write("secret", to: "Work/1.txt")
            let path = disk.root + "/Work/1.txt"
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
            let loaded = try awaitOnMain { await NotesStore(root: File(path: disk.root)).load() }
            XCTAssertEqual(loaded.notebooks.first?.notes, [])
            XCTAssertTrue(loaded.problems.first?.message.hasPrefix("The file cannot be read:") == true)
        }
    }

    func testRenamingANotebookMovesItsNotes() throws {
        let disk = disk!
        try onMain {
            try disk.write("a", to: "Work/1.txt")
            try disk.write("b", to: "Home/1.txt")
            let store = NotesStore(root: File(path: disk.root))
            _ = try awaitOnMain { await store.load() }
            try awaitOnMain { try await store.renameNotebook("Work", to: " Job ") }
            XCTAssertEqual(disk.text(of: "Job/1.txt"), "a")
            XCTAssertFalse(disk.exists("Work"))
            XCTAssertThrowsError(try awaitOnMain { try await store.renameNotebook("Job", to: "Home") })
            XCTAssertEqual(disk.text(of: "Home/1.txt"), "b")
        }
    }

    func testExportAndImportAreTheBodyAsText() throws {
        let disk = disk!
        try onMain {
            let store = NotesStore(root: File(path: disk.root))
            let exported = disk.directory.appendingPathComponent("export.txt").path
            let note = Note(id: "1", body: "Über\nalles", created: Date(), modified: Date())
            try awaitOnMain { try await store.export(note, to: File(path: exported)) }
            XCTAssertEqual(FileManager.default.contents(atPath: exported), Data("Über\nalles".utf8))
            XCTAssertEqual(try awaitOnMain { try await store.readText(of: File(path: exported)) }, "Über\nalles")
            let binary = disk.directory.appendingPathComponent("binary.txt")
            try Data([0xC3, 0x28]).write(to: binary)
            XCTAssertThrowsError(try awaitOnMain { try await store.readText(of: File(path: binary.path)) })
        }
    }
}

@MainActor
final class MainBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
