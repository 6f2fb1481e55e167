import XCTest
import CombineGTK
import CombineGTKTesting

/// A chore as GTK's list machinery sees it: a GObject type whose `title` and `done` are
/// GObject properties, which a `.ui` file binds to.
final class Chore: Object, ObjectSubclass {
    static let typeName = "ExampleChore"
    static let properties: [SubclassProperty<Chore>] = [
        .string("title", \.title),
        .bool("done", \.isDone),
    ]

    @Notifying var title = ""
    @Notifying var isDone = false

    convenience init(_ title: String) {
        self.init()
        self.title = title
    }
}

/// Each row: a check button that shows its chore's title and state (`<binding>`, one way),
/// and whose `toggled` signal writes the state back (the handler `chore_toggled`).
let choreRow = """
    <interface>
      <template class="GtkListItem">
        <property name="child">
          <object class="GtkCheckButton">
            <binding name="label">
              <lookup name="title" type="ExampleChore">
                <lookup name="item">GtkListItem</lookup>
              </lookup>
            </binding>
            <binding name="active">
              <lookup name="done" type="ExampleChore">
                <lookup name="item">GtkListItem</lookup>
              </lookup>
            </binding>
            <signal name="toggled" handler="chore_toggled" object="GtkListItem" swapped="yes"/>
          </object>
        </property>
      </template>
    </interface>
    """

/// A list view of `chores`, its rows made by GTK from `choreRow`.
@MainActor
func choreList(_ chores: GioListStore) throws -> ListView {
    let factory = try BuilderListItemFactory(ui: choreRow, handlers: [
        // The row's list item: its chore, and the check button the user toggled.
        "chore_toggled": .object { row in
            guard let row = row as? ListItem, let chore = row.item as? Chore,
                  let check = row.child as? CheckButton else { return }
            chore.isDone = check.isActive
        },
    ])
    return ListView(model: SingleSelection(model: chores), factory: factory)
}

final class GTKFirstListExampleTests: XCTestCase {
    func testAStoreOfChoresShowsAsCheckButtonsThatWriteBack() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let chores = GioListStore([Chore("Water the plants"), Chore("Call Ada")])
            let window = Window()
            window.child = ScrolledWindow(child: try choreList(chores))
            window.present()
            XCTAssertTrue(pumpMainContext { window.descendants(CheckButton.self).count == 2 }, "a row per chore")
            let checks = window.descendants(CheckButton.self)
            XCTAssertEqual(checks.map(\.label), ["Water the plants", "Call Ada"])

            let call = chores.items(as: Chore.self)[1]
            call.isDone = true                           // Swift changes the chore: its row follows.
            XCTAssertTrue(checks[1].isActive)
            checks[0].isActive = true                    // The user checks a row: its chore follows.
            XCTAssertTrue(chores.items(as: Chore.self)[0].isDone)
            window.destroy()
        }
    }
}
