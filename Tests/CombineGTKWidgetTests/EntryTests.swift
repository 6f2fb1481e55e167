import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A view model with one `@Published` text that counts its assignments.
private final class SearchModel {
    @Published var text = "" { didSet { didSets += 1 } }
    private(set) var didSets = 0
}

/// What the Return key binding of the entry's inner `GtkText` emits: `gtk_widget_activate`
/// does nothing on an entry in GTK 4.8 (it sets no activate signal), so emit it there.
@MainActor
private func pressReturn(in editable: some Editable) {
    cgtk_signal_emit_by_name(UnsafeMutableRawPointer(gtk_editable_get_delegate(editable.opaquePointer)), "activate")
}

@MainActor
private func readText(_ editable: some Editable) -> String {
    String(cString: gtk_editable_get_text(editable.opaquePointer))
}

final class EntryTests: XCTestCase {
    func testTextAndChangedPublishersFollowGtkEditableSetText() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let entry = Entry()
            let text = TestSubscriber<String, Never>()
            let changed = TestSubscriber<String, Never>()
            entry.textPublisher.subscribe(text)
            entry.changedPublisher.subscribe(changed)
            XCTAssertEqual(text.values, [""], "current value first")
            XCTAssertEqual(changed.values, [], "changed has no initial value")

            gtk_editable_set_text(entry.opaquePointer, "abc")
            gtk_editable_set_text(entry.opaquePointer, "xyz")
            gtk_editable_set_text(entry.opaquePointer, "xyz")
            XCTAssertEqual(text.values, ["", "abc", "xyz"], "one value per change, no duplicates")
            XCTAssertEqual(changed.values, ["abc", "", "xyz", "", "xyz"], "GTK's edits: a replacement deletes, then inserts")

            var position: Int32 = 3
            gtk_editable_insert_text(entry.opaquePointer, "!", -1, &position)
            XCTAssertEqual(text.values.last, "xyz!", "a typed character is a change")
        }
    }

    func testActivatePublisherFiresWhenReturnIsPressed() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let entry = Entry(text: "query")
            var activations = 0
            let subscription = entry.activatePublisher.sink { activations += 1 }
            XCTAssertEqual(activations, 0)
            pressReturn(in: entry)
            XCTAssertEqual(activations, 1)
            subscription.cancel()
            pressReturn(in: entry)
            XCTAssertEqual(activations, 1, "nothing after cancel")
        }
    }

    func testPublishersFinishWhenTheEntryIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { Entry() }, [
                { $0.textPublisher.voided }, { $0.changedPublisher.voided }, { $0.activatePublisher.eraseToAnyPublisher() },
            ])
        }
    }

    func testTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Entry() }, binder: \.textBinder, property: "text", read: readText, values: ("a", "b"))
        }
    }

    func testPlaceholderTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Entry() }, binder: \.placeholderTextBinder, property: "placeholder-text",
                               read: { gtk_entry_get_placeholder_text($0.pointer(as: GtkEntry.self)).map { String(cString: $0) } },
                               values: ("Name", "Email"))
        }
    }

    /// Two entries bound to one `@Published var text`: each change reaches the model once and
    /// the other entry once, and nothing comes back.
    func testTwoEntriesBoundToOnePublishedTextDoNotEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = SearchModel()
            let first = Entry()
            let second = Entry()
            var firstNotifies = 0
            var secondNotifies = 0
            let counters = [
                first.signalPublisher("notify::text").sink { firstNotifies += 1 },
                second.signalPublisher("notify::text").sink { secondNotifies += 1 },
            ]
            let bindings = [
                first.bind(Entry.textProperty, to: model, \.text, publisher: model.$text),
                second.bind(Entry.textProperty, to: model, \.text, publisher: model.$text),
            ]
            drainMainContext()
            XCTAssertEqual([model.didSets, firstNotifies, secondNotifies], [0, 0, 0])

            // The user types into the first entry.
            gtk_editable_set_text(first.opaquePointer, "hello")
            drainMainContext()
            XCTAssertEqual(model.text, "hello")
            XCTAssertEqual(model.didSets, 1, "the user's change reaches the model exactly once")
            XCTAssertEqual(readText(second), "hello")
            XCTAssertEqual([firstNotifies, secondNotifies], [1, 1], "each entry changes exactly once")

            var position: Int32 = 5
            gtk_editable_insert_text(first.opaquePointer, "!", -1, &position)
            drainMainContext()
            XCTAssertEqual(model.didSets, 2, "one keystroke, one assignment")
            XCTAssertEqual(readText(second), "hello!")
            XCTAssertEqual([firstNotifies, secondNotifies], [2, 2])

            // The model changes.
            model.text = "bye"
            drainMainContext()
            XCTAssertEqual(model.didSets, 3, "no echo back into the model")
            XCTAssertEqual(readText(first), "bye")
            XCTAssertEqual(readText(second), "bye")
            XCTAssertEqual([firstNotifies, secondNotifies], [3, 3])

            // The user edits the second entry.
            gtk_editable_delete_text(second.opaquePointer, 0, 1)
            drainMainContext()
            XCTAssertEqual(model.text, "ye")
            XCTAssertEqual(model.didSets, 4)
            XCTAssertEqual(readText(first), "ye")
            XCTAssertEqual([firstNotifies, secondNotifies], [4, 4])

            bindings[0].cancel()
            model.text = "z"
            XCTAssertEqual(readText(first), "ye", "a cancelled binding no longer follows the model")
            gtk_editable_set_text(first.opaquePointer, "typed")
            drainMainContext()
            XCTAssertEqual(model.didSets, 5, "nor drives it")
            XCTAssertEqual(readText(second), "z")
            bindings[1].cancel()
            counters.forEach { $0.cancel() }
        }
    }
}

final class SearchEntryTests: XCTestCase {
    func testSearchChangedPublisherSendsTheTextOnceTypingPauses() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let entry = SearchEntry(placeholder: "Search")
            entry.searchDelay = 10
            let searches = TestSubscriber<String, Never>()
            entry.searchChangedPublisher.subscribe(searches)
            var position: Int32 = 0
            for key in ["g", "t", "k"] { gtk_editable_insert_text(entry.opaquePointer, key, -1, &position) }
            XCTAssertEqual(searches.values, [], "not before the delay")
            XCTAssertTrue(pumpMainContext { !searches.values.isEmpty })
            XCTAssertEqual(searches.values, ["gtk"], "one search for the burst of keys, with the latest text")

            gtk_editable_delete_text(entry.opaquePointer, 0, -1)
            XCTAssertEqual(searches.values, ["gtk", ""], "clearing the text is reported at once")
        }
    }

    func testEditablePublishersFollowGtkEditableSetText() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let entry = SearchEntry()
            let text = TestSubscriber<String, Never>()
            let changed = TestSubscriber<String, Never>()
            entry.textPublisher.subscribe(text)
            entry.changedPublisher.subscribe(changed)
            gtk_editable_set_text(entry.opaquePointer, "abc")
            XCTAssertEqual(text.values, ["", "abc"])
            XCTAssertEqual(changed.values, ["abc"])
        }
    }

    func testActivateAndStopSearchPublishersFollowTheirKeyBindingSignals() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let entry = SearchEntry()
            var events: [String] = []
            let subscriptions = [
                entry.activatePublisher.sink { events.append("activate") },
                entry.stopSearchPublisher.sink { events.append("stop-search") },
            ]
            pressReturn(in: entry)
            // What the Escape key binding emits.
            entry.emit("stop-search")
            XCTAssertEqual(events, ["activate", "stop-search"])
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testPublishersFinishWhenTheEntryIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { SearchEntry() }, [
                { $0.textPublisher.voided }, { $0.changedPublisher.voided }, { $0.searchChangedPublisher.voided },
                { $0.activatePublisher.eraseToAnyPublisher() }, { $0.stopSearchPublisher.eraseToAnyPublisher() },
            ])
        }
    }

    func testTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { SearchEntry() }, binder: \.textBinder, property: "text", read: readText, values: ("a", "b"))
        }
    }

    func testPlaceholderTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { SearchEntry() }, binder: \.placeholderTextBinder, property: "placeholder-text",
                               read: { $0.value(of: "placeholder-text", as: String?.self) ?? nil }, values: ("Find", "Filter"))
        }
    }

    /// A search entry and an entry bound to one subject: the user's text reaches the subject
    /// once, and the subject's values are not sent back.
    func testBindTextToASubjectDoesNotEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let subject = CurrentValueSubject<String, Never>("start")
            let search = SearchEntry()
            let entry = Entry()
            var sent: [String] = []
            let recorder = subject.dropFirst().sink { sent.append($0) }
            let bindings = [search.bindText(to: subject), entry.bindText(to: subject)]
            XCTAssertEqual(readText(search), "start")
            XCTAssertEqual(readText(entry), "start")

            gtk_editable_set_text(search.opaquePointer, "typed")
            XCTAssertEqual(sent, ["typed"], "the user's change is sent once")
            XCTAssertEqual(readText(entry), "typed")
            subject.send("model")
            XCTAssertEqual(sent, ["typed", "model"], "no echo")
            XCTAssertEqual(readText(search), "model")
            bindings.forEach { $0.cancel() }
            recorder.cancel()
        }
    }
}
