import XCTest
@preconcurrency import OpenCombine
import CombineGTK

/// How a to-do list is sorted: the state of the `win.sort` action, a radio group in the menu.
enum TodoSort: String, VariantConvertible {
    case title, due
}

/// The to-do window's view model: it knows nothing of actions or menus.
final class TodoListModel {
    @Published var sort: TodoSort = .due
    @Published var showsDone = false
}

/// The window's stateful actions and its primary menu, wired both ways to the model.
@MainActor
final class TodoActions {
    let sort: SimpleAction
    let showDone: SimpleAction
    let menu = Menu {
        Section {
            Submenu("_Sort") {
                MenuItem("By _Title", action: "win.sort", target: TodoSort.title)
                MenuItem("By _Due Date", action: "win.sort", target: TodoSort.due)
            }
            MenuItem("Show _Done Tasks", action: "win.show-done")
        }
        Section {
            MenuItem("_Keyboard Shortcuts", action: "win.show-help-overlay", accelerator: "<Control>question")
        }
    }
    private var bindings = Set<AnyCancellable>()

    init(model: TodoListModel) {
        sort = SimpleAction(name: "sort", state: model.sort)            // a radio action
        showDone = SimpleAction(name: "show-done", state: model.showsDone)  // a toggle
        // The menu changes the model, and the model the menu's checks.
        sort.statePublisher(as: TodoSort.self).sink { model.sort = $0 }.store(in: &bindings)
        model.$sort.bind(to: sort.stateBinder()).store(in: &bindings)
        showDone.statePublisher(as: Bool.self).sink { model.showsDone = $0 }.store(in: &bindings)
        model.$showsDone.bind(to: showDone.stateBinder()).store(in: &bindings)
    }

    /// Adds the actions to `window` (an `ApplicationWindow`: `win.sort`, `win.show-done`),
    /// with Ctrl+1 and Ctrl+2 choosing the sort order.
    func install(in window: some ActionMap, of application: Application) {
        window.addAction(sort)
        window.addAction(showDone)
        application.setAccelerators(["<Control>1"], for: DetailedActionName("win.sort", target: TodoSort.title))
        application.setAccelerators(["<Control>2"], for: DetailedActionName("win.sort", target: TodoSort.due))
    }
}

final class ActionsAndMenusExampleTests: XCTestCase {
    func testTheMenuDrivesTheModelAndTheModelTheMenu() {
        MainActor.assumeIsolated {
            let model = TodoListModel()
            let actions = TodoActions(model: model)
            // A SimpleActionGroup stands in for the window: it needs no display.
            let window = SimpleActionGroup()
            window.addAction(actions.sort)
            window.addAction(actions.showDone)

            // What choosing "By Title" in the menu, or pressing Ctrl+1, does:
            window.activateAction(actionName: "sort", parameter: Variant(TodoSort.title))
            XCTAssertEqual(model.sort, .title)
            window.activateAction(actionName: "show-done", parameter: nil)
            XCTAssertTrue(model.showsDone)

            model.sort = .due                                      // the radio item follows
            XCTAssertEqual(actions.sort.state(as: TodoSort.self), .due)

            let section = actions.menu.itemLink(itemIndex: 0, link: "section")
            let sortMenu = section?.itemLink(itemIndex: 0, link: "submenu")
            XCTAssertEqual(sortMenu?.itemAttributeValue(itemIndex: 0, attribute: "target", expectedType: nil), Variant("title"))
        }
    }
}
