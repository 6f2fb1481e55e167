import XCTest
import Foundation
@preconcurrency import OpenCombine
import CombineGTKTesting
import NotesKit

/// The window's view model in virtual time (a TestScheduler for autosave, a fake clock for
/// note times), over a store in a temporary folder.
final class NotesViewModelTests: NotesTestCase {
    /// A view model over the test's notes root, its autosave on a TestScheduler, and its
    /// clock at `clock.value` seconds since 1970.
    @MainActor
    private static func makeViewModel(_ disk: TestFolder, clock: MainBox<Double> = MainBox(1_700_000_000))
        -> (NotesViewModel, TestSchedulerOf<MainContextScheduler>) {
        let scheduler = MainContextScheduler.test
        let viewModel = NotesViewModel(
            store: NotesStore(root: File(path: disk.root)), scheduler: scheduler,
            autosaveDelay: .seconds(1), now: { Date(timeIntervalSince1970: clock.value) })
        return (viewModel, scheduler)
    }

    /// Three notes in "Work" (created 1, 2, 3; modified 3, 1, 2) and an empty "Home".
    private func writeLibrary() throws {
        try disk.write("Banana bread\nflour", to: "Work/1000.txt")
        try disk.write("apple pie\nsugar", to: "Work/2000.txt")
        try disk.write("Cherry jam\nBANANAS", to: "Work/3000.txt")
        try disk.setModified("Work/1000.txt", Date(timeIntervalSince1970: 30))
        try disk.setModified("Work/2000.txt", Date(timeIntervalSince1970: 10))
        try disk.setModified("Work/3000.txt", Date(timeIntervalSince1970: 20))
        try FileManager.default.createDirectory(atPath: disk.root + "/Home", withIntermediateDirectories: true)
    }

    func testOutputsSendTheirCurrentValueOnSubscription() {
        let disk = disk!
        onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            XCTAssertEqual(Recorder(viewModel.notebookNames).values, [[]])
            XCTAssertEqual(Recorder(viewModel.selectedNotebook).values, [nil])
            XCTAssertEqual(Recorder(viewModel.notes).values, [[]])
            XCTAssertEqual(Recorder(viewModel.selectedNoteID).values, [nil])
            XCTAssertEqual(Recorder(viewModel.isNotebookSelected).values, [false])
            XCTAssertEqual(Recorder(viewModel.isNoteSelected).values, [false])
            XCTAssertEqual(Recorder(viewModel.hasUnsavedChanges).values, [false])
            XCTAssertEqual(Recorder(viewModel.errorMessage).values, [nil])
        }
    }

    func testLoadingSelectsTheFirstNotebookAndSortsItsNotes() throws {
        try writeLibrary()
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            let names = Recorder(viewModel.notebookNames)
            let selected = Recorder(viewModel.selectedNotebook)
            let notes = Recorder(viewModel.notes.map { $0.map(\.id) })
            try awaitOnMain { await viewModel.load() }
            XCTAssertEqual(names.values, [[], ["Home", "Work"]])
            XCTAssertEqual(selected.values, [nil, "Home"])
            viewModel.selectNotebook("Work")
            XCTAssertEqual(notes.last, ["1000", "3000", "2000"], "most recently modified first")
            viewModel.sortOrder = .title
            XCTAssertEqual(notes.last, ["2000", "1000", "3000"], "apple, Banana, Cherry: case folded")
            viewModel.sortOrder = .created
            XCTAssertEqual(notes.last, ["3000", "2000", "1000"], "newest first")
            viewModel.sortOrder = .created
            viewModel.selectNotebook("Work")
            XCTAssertEqual(notes.values.count, 4, "no value twice in a row: \(notes.values)")
            XCTAssertEqual(selected.values, [nil, "Home", "Work"])
        }
    }

    func testSearchFiltersTitlesAndBodiesAsOneTypes() throws {
        try writeLibrary()
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            viewModel.selectNotebook("Work")
            let notes = Recorder(viewModel.notes.map { $0.map(\.id) })
            viewModel.searchText = "b"
            viewModel.searchText = "ba"
            viewModel.searchText = "ban"
            XCTAssertEqual(notes.last, ["1000", "3000"], "Banana in a title, BANANAS in a body")
            viewModel.searchText = "sugar "
            XCTAssertEqual(notes.last, ["2000"])
            viewModel.searchText = "kiwi"
            XCTAssertEqual(notes.last, [])
            viewModel.searchText = ""
            XCTAssertEqual(notes.last, ["1000", "3000", "2000"])
            XCTAssertEqual(notes.values.count, 5, "'ba' and 'ban' match what 'b' showed: \(notes.values)")
        }
    }

    func testNewNotebookIsValidOnlyWhenNotEmptyAndNotTaken() throws {
        try writeLibrary()
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            let dialog = viewModel.newNotebookDialog()
            let valid = Recorder(dialog.isValid)
            dialog.name = "  "
            dialog.name = "W"
            dialog.name = "Wo"
            dialog.name = "Work"
            dialog.name = "Work "
            dialog.name = "Work 2"
            XCTAssertEqual(valid.values, [false, true, false, true])
            let created = try awaitOnMain { await dialog.commit() }
            XCTAssertTrue(created)
            XCTAssertTrue(disk.exists("Work 2"))
            XCTAssertEqual(Recorder(viewModel.notebookNames).last, ["Home", "Work", "Work 2"])
            XCTAssertEqual(Recorder(viewModel.selectedNotebook).last, "Work 2")
            dialog.name = ""
            XCTAssertFalse(try awaitOnMain { await dialog.commit() }, "an invalid name is not committed")
        }
    }

    func testNewNoteIsSelectedAndWrittenAndTypingRetitlesIt() throws {
        try writeLibrary()
        let disk = disk!
        try onMain {
            let clock = MainBox<Double>(1_700_000_000)
            let (viewModel, _) = Self.makeViewModel(disk, clock: clock)
            try awaitOnMain { await viewModel.load() }
            viewModel.selectNotebook("Work")
            viewModel.searchText = "cherry"
            let note = try XCTUnwrap(viewModel.newNote())
            XCTAssertEqual(note.id, "1700000000000")
            XCTAssertEqual(viewModel.searchText, "", "the search is cleared so that the new note shows")
            XCTAssertEqual(Recorder(viewModel.selectedNoteID).last, note.id)
            XCTAssertEqual(viewModel.body, "")
            try awaitOnMain { await viewModel.waitUntilIdle() }
            XCTAssertEqual(disk.text(of: "Work/1700000000000.txt"), "")

            let titles = Recorder(viewModel.notes.map { $0.map(\.title) })
            clock.value += 60
            viewModel.body = "Groceries\neggs"
            XCTAssertEqual(titles.last?.first, "Groceries", "the edited note is the most recently modified")
            XCTAssertEqual(viewModel.selectedNote?.modified, Date(timeIntervalSince1970: clock.value))
        }
    }

    func testAutosaveWaitsForTypingToPause() throws {
        try disk.write("Draft", to: "Work/1.txt")
        let disk = disk!
        try onMain {
            let (viewModel, scheduler) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            viewModel.selectNote("1")
            XCTAssertEqual(viewModel.body, "Draft")
            let unsaved = Recorder(viewModel.hasUnsavedChanges)
            viewModel.body = "Draft 1"
            scheduler.advance(by: .milliseconds(900))
            viewModel.body = "Draft 12"
            scheduler.advance(by: .milliseconds(900))
            try awaitOnMain { await viewModel.waitUntilIdle() }
            XCTAssertEqual(disk.text(of: "Work/1.txt"), "Draft", "typing has not paused for a second yet")
            XCTAssertEqual(unsaved.values, [false, true])
            scheduler.advance(by: .milliseconds(100))
            try awaitOnMain { await viewModel.waitUntilIdle() }
            XCTAssertEqual(disk.text(of: "Work/1.txt"), "Draft 12")
            XCTAssertEqual(unsaved.values, [false, true, false])
            viewModel.body = "Draft 12"
            XCTAssertEqual(unsaved.values, [false, true, false], "the same text again is no change")
        }
    }

    func testSaveNowSavesWithoutWaiting() throws {
        try disk.write("Draft", to: "Work/1.txt")
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            viewModel.selectNote("1")
            viewModel.body = "Final"
            try awaitOnMain { await viewModel.saveNow() }
            XCTAssertEqual(disk.text(of: "Work/1.txt"), "Final")
        }
    }

    func testDeleteAndUndoRestoreTheNoteAndItsFile() throws {
        try writeLibrary()
        let disk = disk!
        try onMain {
            let (viewModel, scheduler) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            viewModel.selectNotebook("Work")
            viewModel.selectNote("2000")
            viewModel.body = "apple pie\nsugar, butter"  // unsaved when deleted: must not come back by autosave
            let ids = Recorder(viewModel.notes.map { $0.map(\.id) })
            let deletion = try XCTUnwrap(viewModel.deleteSelectedNote())
            XCTAssertEqual(deletion.note.title, "apple pie")
            XCTAssertEqual(ids.last, ["1000", "3000"])
            XCTAssertEqual(Recorder(viewModel.selectedNoteID).last, .some(nil))
            scheduler.advance(by: 5)
            try awaitOnMain { await viewModel.waitUntilIdle() }
            XCTAssertFalse(disk.exists("Work/2000.txt"))

            XCTAssertTrue(deletion.canUndo)
            deletion.undo()
            XCTAssertFalse(deletion.canUndo)
            deletion.undo()
            XCTAssertEqual(Set(ids.last ?? []), ["1000", "2000", "3000"])
            XCTAssertEqual(Recorder(viewModel.selectedNoteID).last, "2000")
            XCTAssertEqual(viewModel.body, "apple pie\nsugar, butter")
            try awaitOnMain { await viewModel.waitUntilIdle() }
            XCTAssertEqual(disk.text(of: "Work/2000.txt"), "apple pie\nsugar, butter")
            let reloaded = try awaitOnMain { await NotesStore(root: File(path: disk.root)).load() }
            let restored = reloaded.notebooks.first { $0.name == "Work" }?.notes.first { $0.id == "2000" }
            XCTAssertEqual(restored?.modified, deletion.note.modified, "its modified time comes back too")
        }
    }

    func testRenamingTheSelectedNotebookKeepsItSelected() throws {
        try writeLibrary()
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            viewModel.selectNotebook("Work")
            viewModel.selectNote("1000")
            let dialog = try XCTUnwrap(viewModel.renameNotebookDialog())
            XCTAssertEqual(dialog.name, "Work")
            let valid = Recorder(dialog.isValid)
            dialog.name = "Home"
            dialog.name = "Recipes"
            XCTAssertEqual(valid.values, [true, false, true], "its own name is not taken; another's is")
            XCTAssertTrue(try awaitOnMain { await dialog.commit() })
            XCTAssertEqual(Recorder(viewModel.notebookNames).last, ["Home", "Recipes"])
            XCTAssertEqual(Recorder(viewModel.selectedNotebook).last, "Recipes")
            XCTAssertEqual(Recorder(viewModel.selectedNoteID).last, "1000")
            XCTAssertEqual(disk.text(of: "Recipes/1000.txt"), "Banana bread\nflour")
        }
    }

    func testUnreadableDataIsAnErrorMessageUntilDismissed() throws {
        try disk.write("fine", to: "Work/1.txt")
        try disk.write(Data([0xFF]), to: "Work/2.txt")
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            let message = Recorder(viewModel.errorMessage)
            try awaitOnMain { await viewModel.load() }
            XCTAssertEqual(message.values.count, 2)
            XCTAssertTrue(message.last??.contains("2.txt") == true, "\(message.values)")
            viewModel.dismissError()
            XCTAssertEqual(message.last, .some(nil))
            viewModel.newNote()
            try awaitOnMain { await viewModel.saveNow() }
            XCTAssertEqual(disk.contents(of: "Work/2.txt"), Data([0xFF]), "kept")
        }
    }

    func testImportAndExportANoteAsAText() throws {
        try disk.write("Work note", to: "Work/1.txt")
        let disk = disk!
        try onMain {
            let (viewModel, _) = Self.makeViewModel(disk)
            try awaitOnMain { await viewModel.load() }
            let source = disk.directory.appendingPathComponent("in.txt")
            try Data("Imported\ntext".utf8).write(to: source)
            let imported = try awaitOnMain { await viewModel.importNote(from: File(path: source.path)) }
            XCTAssertEqual(imported?.title, "Imported")
            XCTAssertEqual(Recorder(viewModel.selectedNoteID).last, imported?.id)
            XCTAssertEqual(disk.text(of: "Work/\(imported?.id ?? "").txt"), "Imported\ntext")
            let target = disk.directory.appendingPathComponent("out.txt").path
            XCTAssertTrue(try awaitOnMain { await viewModel.exportSelectedNote(to: File(path: target)) })
            XCTAssertEqual(FileManager.default.contents(atPath: target), Data("Imported\ntext".utf8))
            let missing = File(path: disk.directory.appendingPathComponent("missing.txt").path)
            XCTAssertNil(try awaitOnMain { await viewModel.importNote(from: missing) })
            XCTAssertTrue(try XCTUnwrap(Recorder(viewModel.errorMessage).last ?? nil).hasPrefix("The file cannot be read:"))
        }
    }
}
