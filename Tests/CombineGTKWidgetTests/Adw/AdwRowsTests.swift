import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineAdw

/// libadwaita's rows as the rows of a boxed `TypedListBox` (the row is the list box's row
/// itself, no `GtkListBoxRow` around it), with their text and selection bound both ways.
final class AdwRowsTests: XCTestCase {
    func testActionAndExpanderRowsOfATypedListBoxFollowTheStore() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let tasks = (1...3).map { Row(id: $0, text: "Task \($0)") }
            let store = ListStore<Row, Int>()
            store.update(tasks)
            let list = TypedListBox(store) { Adw.ActionRow() } bind: { row, task in
                task.map(\.text).bind(to: row.titleBinder)
            }
            list.addCssClass("boxed-list")
            let groups = TypedListBox(store) { Adw.ExpanderRow() } bind: { row, task in
                task.map { "\($0.id) subtasks" }.bind(to: row.subtitleBinder)
            }
            let box = Box(orientation: .vertical)
            box.append(list)
            box.append(groups)
            let window = Window()
            window.child = box
            window.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(list.widgetPointer) != 0 })
            XCTAssertEqual(rows(of: list, as: Adw.ActionRow.self).map(\.title), ["Task 1", "Task 2", "Task 3"])
            XCTAssertEqual(rows(of: groups, as: Adw.ExpanderRow.self).map(\.subtitle), ["1 subtasks", "2 subtasks", "3 subtasks"])

            var changed = tasks
            changed[1].text = "Buy milk"
            changed.remove(at: 0)
            store.update(changed)
            XCTAssertEqual(rows(of: list, as: Adw.ActionRow.self).map(\.title), ["Buy milk", "Task 3"])
            XCTAssertEqual(rows(of: groups, as: Adw.ExpanderRow.self).map(\.subtitle), ["2 subtasks", "3 subtasks"])
            window.destroy()
        }
    }

    func testTypingInAnEntryRowUpdatesTheModelAndBack() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = NameModel()
            let row = Adw.EntryRow()
            row.title = "Name"
            let list = ListBox()
            list.addCssClass("boxed-list")
            list.append(row)
            let binding = row.bindText(to: &model.$name)
            XCTAssertEqual(row.text, "Ada", "the model's value first")

            // What a key press does: text inserted into the row's own entry.
            var position: Int32 = 3
            gtk_editable_insert_text(gtk_editable_get_delegate(OpaquePointer(row.widgetPointer)), " L.", -1, &position)
            XCTAssertEqual(model.name, "Ada L.")
            model.name = "Grace"
            XCTAssertEqual(row.text, "Grace")
            binding.cancel()
            withExtendedLifetime(list) {}
        }
    }

    func testEntryRowsOfATypedListBoxEditTheirElementsBothWays() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let tasks = CurrentValueSubject<[Row], Never>((1...2).map { Row(id: $0, text: "Task \($0)") })
            let list = TypedListBox(ListStore(tasks)) { Adw.EntryRow() } bind: { row, task in
                let shown = task.map(\.text).bind(to: row.textBinder)
                // Typing edits the row's element in the model (through its id).
                let edits = row.textPublisher.combineLatest(task.map(\.id)).sink { text, id in
                    guard let index = tasks.value.firstIndex(where: { $0.id == id }), tasks.value[index].text != text else { return }
                    tasks.value[index].text = text
                }
                return AnyCancellable { shown.cancel(); edits.cancel() }
            }
            list.addCssClass("boxed-list")
            XCTAssertEqual(rows(of: list, as: Adw.EntryRow.self).map(\.text), ["Task 1", "Task 2"])

            let second = rows(of: list, as: Adw.EntryRow.self)[1]
            var position: Int32 = 6
            gtk_editable_insert_text(gtk_editable_get_delegate(OpaquePointer(second.widgetPointer)), "!", -1, &position)
            XCTAssertEqual(tasks.value.map(\.text), ["Task 1", "Task 2!"], "typing edits the element")
            tasks.value[0].text = "Buy milk"
            XCTAssertEqual(rows(of: list, as: Adw.EntryRow.self).map(\.text), ["Buy milk", "Task 2!"], "the model edits the row")
        }
    }

    func testSelectingInAComboRowUpdatesTheModelAndBack() throws {
        try Display.require()
        MainActor.assumeIsolated {
            // libadwaita 1.2's combo row logs criticals when disposed after leaving its window
            // (its dispose sets the model of its popover's list view, gone by then): the
            // window goes last, after the row's wrapper.
            let window = Window()
            do {
                let store = ListStore<Row, Int>()
                store.update((1...3).map { Row(id: $0, text: "Person \($0)") })
                let row = Adw.TypedComboRow(store) { $0.text }
                row.title = "Owner"
                let list = ListBox()
                list.addCssClass("boxed-list")
                list.append(row)
                window.child = list
                window.present()
                XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(row.widgetPointer) != 0 })
                XCTAssertNil(row.selectedID, "nothing selected at first")

                let model = OwnerModel()
                let binding = row.bindSelectedID(to: &model.$owner)
                XCTAssertEqual(row.selected, 1, "the model's owner first")
                XCTAssertTrue(pumpMainContext { labelTexts(in: row.widgetPointer).contains("Person 2") }, "the row shows it")

                row.selected = 2  // what picking the third item in the popup does
                XCTAssertEqual(model.owner, 3)
                XCTAssertEqual(row.selectedElement?.text, "Person 3")
                model.owner = 1
                XCTAssertEqual(row.selected, 0)
                store.update((1...3).reversed().map { Row(id: $0, text: "Person \($0)") })
                XCTAssertEqual(row.selected, 2, "a move keeps the selected element")
                XCTAssertEqual(model.owner, 1)
                binding.cancel()
            }
            window.destroy()
        }
    }

    /// The row's selection (qdata of the row) holds the model, not the row: the row goes with
    /// its last reference, and its selected id finishes.
    func testAComboRowGoesWithItsLastReferenceAndItsSelectionFinishes() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let store = ListStore<Row, Int>()
            store.update((1...3).map { Row(id: $0, text: "Person \($0)") })
            var finished = false
            let finalization: Finalization
            let observer: AnyCancellable
            do {
                let row = Adw.TypedComboRow(store) { $0.text }
                row.selectedID = 2
                finalization = Finalization(row)
                observer = row.selectedIDPublisher.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
            }
            assertFinalized(finalization)
            XCTAssertTrue(finished)
            observer.cancel()
            withExtendedLifetime(store) {}
        }
    }
}

private final class NameModel {
    @Published var name = "Ada"
}

private final class OwnerModel {
    @Published var owner: Int? = 2
}

/// The rows of `list`, which are libadwaita rows, as the wrappers the list box made.
@MainActor
private func rows<Row: Adw.PreferencesRow>(of list: ListBox, as type: Row.Type) -> [Row] {
    var rows: [Row] = []
    while let row = gtk_list_box_get_row_at_index(list.opaquePointer, Int32(rows.count)) {
        guard let typed = Object.wrap(none: gObject(row)) as? Row else {
            XCTFail("row \(rows.count) is a \(String(cString: cgtk_object_type_name(row))), not a \(Row.self)")
            return rows
        }
        rows.append(typed)
    }
    return rows
}
