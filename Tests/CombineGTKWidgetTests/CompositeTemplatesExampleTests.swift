import CombineGTK
import CombineGTKTesting
import XCTest

/// A row of a to-do list whose layout is a template: a check button, an entry for the
/// title and a delete button, wired by a template callback and by the row's own actions.
final class TaskRow: Box, ObjectSubclass, CompositeTemplate, InstallsActions {
    static let typeName = "MyAppTaskRow"
    static let properties: [SubclassProperty<TaskRow>] = [
        .string("title", \.title),
        .bool("done", \.isDone),
    ]
    static let template = WidgetTemplate.string("""
        <interface>
          <template class="MyAppTaskRow" parent="GtkBox">
            <property name="spacing">6</property>
            <child>
              <object class="GtkCheckButton" id="done_check">
                <property name="action-name">row.done</property>
              </object>
            </child>
            <child>
              <object class="GtkEntry" id="title_entry">
                <property name="hexpand">true</property>
                <signal name="activate" handler="on_title_activate"/>
              </object>
            </child>
            <child>
              <object class="GtkButton" id="delete_button">
                <property name="icon-name">user-trash-symbolic</property>
                <property name="action-name">row.delete</property>
              </object>
            </child>
          </template>
        </interface>
        """)
    static let templateChildren: [TemplateChild<TaskRow>] = [
        .child("done_check", \.doneCheck),
        .child("title_entry", \.titleEntry),
        .child("delete_button", \.deleteButton),
    ]
    static let templateCallbacks: [TemplateCallback<TaskRow>] = [
        .callback("on_title_activate") { row in row.title = row.titleEntry.text },
    ]
    static let actions: [WidgetAction<TaskRow>] = [
        .propertyAction("row.done", property: "done"),
        .action("row.delete") { row in row.deletion?(row) },
        .action("row.rename", parameter: String.self) { row, title in row.title = title },
    ]

    @Notifying var title = "" {
        didSet { if titleEntry.text != title { titleEntry.text = title } }
    }
    @Notifying var isDone = false
    var doneCheck: CheckButton!
    var titleEntry: Entry!
    var deleteButton: Button!
    /// What the delete button does: the list the row is in decides.
    var deletion: (@MainActor (TaskRow) -> Void)?

    convenience init(title: String) {
        self.init()
        self.title = title
    }
}

final class TaskRowExampleTests: XCTestCase {
    func testTheTemplatesWidgetsDriveTheRow() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            TaskRow.register()  // before a .ui names it
            let builder = try Builder(string: """
                <interface>
                  <object class="GtkBox" id="list">
                    <property name="orientation">vertical</property>
                    <child><object class="MyAppTaskRow" id="milk">
                      <property name="title">Milk</property>
                    </object></child>
                  </object>
                </interface>
                """)
            let list = try builder.object("list", as: Box.self)
            let milk = try builder.object("milk", as: TaskRow.self)
            let bread = TaskRow(title: "Bread")
            list.append(bread)
            XCTAssertEqual(milk.titleEntry.text, "Milk")
            XCTAssertEqual(bread.titleEntry.text, "Bread")

            milk.titleEntry.text = "Oat milk"
            milk.titleEntry.emit("activate")  // Enter in the entry
            XCTAssertEqual(milk.title, "Oat milk")

            milk.doneCheck.emit("activate")  // a click on the check button
            XCTAssertTrue(milk.isDone)
            XCTAssertFalse(bread.isDone)

            var deleted: [String] = []
            for row in [milk, bread] {
                row.deletion = { [weak list] row in  // weak: the list holds the row
                    deleted.append(row.title)
                    list?.remove(row)
                }
            }
            _ = bread.activateAction(name: "row.rename", args: Variant("Rye bread"))
            bread.deleteButton.emitClicked()
            XCTAssertEqual(deleted, ["Rye bread"])

            milk.actionSetEnabled(actionName: "row.delete", enabled: false)
            XCTAssertFalse(milk.deleteButton.isSensitive)
            milk.deleteButton.emitClicked()
            XCTAssertEqual(deleted, ["Rye bread"], "a disabled action does not run")
        }
    }
}
