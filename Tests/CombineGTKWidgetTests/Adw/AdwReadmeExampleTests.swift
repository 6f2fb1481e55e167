import CombineAdw
import CombineGTKTesting
import XCTest

struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// A to-do list as GNOME apps show one: a boxed list of action rows bound to the model;
/// activating a task (a click, or Enter) finishes it, and a toast says so.
@MainActor
final class TodoList {
    let todos = CurrentValueSubject<[Todo], Never>([Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ada")])
    let overlay = Adw.ToastOverlay()
    let list: TypedListBox<Todo>
    private var bindings = Set<AnyCancellable>()

    init() {
        list = TypedListBox(ListStore(todos)) { Adw.ActionRow() } bind: { row, todo in
            row.isActivatable = true  // by default only a row holding an activatable widget is
            return todo.map(\.title).bind(to: row.titleBinder)
        }
        list.addCssClass("boxed-list")
        overlay.child = list
        list.activatedElementPublisher.sink { [todos, overlay] todo in
            todos.value.removeAll { $0.id == todo.id }
            overlay.addToast(Adw.Toast(title: "“\(todo.title)” done"))
        }.store(in: &bindings)
    }
}

final class AdwReadmeExampleTests: XCTestCase {
    func testFinishingATaskRemovesItsRowAndShowsAToast() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let todo = TodoList()
            let window = Adw.Window()
            window.content = todo.overlay
            window.present()
            XCTAssertEqual((todo.list.rowAtIndex(0) as? Adw.ActionRow)?.title, "Buy milk")
            todo.list.rowAtIndex(0)?.emit("activate")  // what a click on the row does
            XCTAssertEqual(todo.todos.value.map(\.title), ["Call Ada"])
            XCTAssertEqual((todo.list.rowAtIndex(0) as? Adw.ActionRow)?.title, "Call Ada")
            XCTAssertTrue(pumpMainContext { labelTexts(in: todo.overlay.widgetPointer).contains("“Buy milk” done") })
            window.destroy()
        }
    }
}
