import CombineGTK

/// Issue 23's "Names outside checks compile against" for actions and menus, as written there,
/// with `import CombineGTK` alone (`ActionsAndMenusTests` runs it).
@MainActor
func issueActionsAndMenusNames(window: ApplicationWindow) -> (SimpleAction, Menu, MenuButton) {
    let sort = SimpleAction(name: "sort", state: "name")        // a String-state radio action
    _ = sort.statePublisher(as: String.self)
    window.addAction(sort)                                       // on an ApplicationWindow
    let menu = Menu {
        Section {
            Submenu("_Sort") {
                MenuItem("By _Name", action: "win.sort", target: "name")
                MenuItem("By _Date", action: "win.sort", target: "date")
            }
            MenuItem("_Keyboard Shortcuts", action: "win.show-help-overlay")
        }
    }
    let button = MenuButton(menu: menu)
    return (sort, menu, button)
}
