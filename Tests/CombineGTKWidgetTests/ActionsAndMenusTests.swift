import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
import CombineGTK

/// A window's primary menu with a radio submenu bound to a stateful action, accelerators of
/// detailed names, actions on any widget, and a context menu: what issue 23 asks of actions
/// and menus, in a real window.
final class ActionsAndMenusTests: XCTestCase {
    func testAPrimaryMenusRadioItemChangesTheActionsStateAndThePublisherSendsIt() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            try TestApplication.withRegistered { app in
                let window = ApplicationWindow(application: app.application)
                let (sort, _, button) = issueActionsAndMenusNames(window: window)
                button.iconName = "open-menu-symbolic"
                button.isPrimary = true
                window.child = button
                var states: [String] = []
                let subscription = sort.statePublisher(as: String.self).sink { states.append($0) }
                window.present()
                button.popup()
                guard let popover = button.popover else { return XCTFail("the menu button made no popover") }
                XCTAssertTrue(pumpMainContext { popover.isVisible }, "the menu pops up")

                let byName = try XCTUnwrap(modelButton(popover, "By Name"))
                let byDate = try XCTUnwrap(modelButton(popover, "By Date"))
                XCTAssertEqual(byName.value(of: "active", as: Bool.self), true, "a radio item, checked: the state is its target")
                XCTAssertEqual(byDate.value(of: "active", as: Bool.self), false)

                byDate.emit("clicked")                 // what a click on the item does
                XCTAssertEqual(sort.state(as: String.self), "date")
                XCTAssertEqual(states, ["name", "date"])
                XCTAssertTrue(pumpMainContext { byDate.value(of: "active", as: Bool.self) == true }, "the item shows the new state")
                XCTAssertEqual(byName.value(of: "active", as: Bool.self), false)

                sort.setState("name")                  // and the other way: the menu follows the state
                XCTAssertTrue(pumpMainContext { byName.value(of: "active", as: Bool.self) == true })
                XCTAssertEqual(states, ["name", "date", "name"])
                subscription.cancel()
            }
        }
    }

    func testAcceleratorsOfDetailedNamesReachAWindowsRadioAction() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            try TestApplication.withRegistered { app in
                let window = ApplicationWindow(application: app.application)
                let sort = SimpleAction(name: "sort", state: "name")
                window.addAction(sort)
                app.application.setAccelerators(["<Control>1"], for: DetailedActionName("win.sort", target: "name"))
                app.application.setAccelerators(["<Control>2"], for: "win.sort('date')")
                XCTAssertEqual(app.application.accelerators(for: "win.sort('date')"), ["<Control>2"])
                XCTAssertEqual(app.application.accelerators(for: "win.sort::name"), ["<Control>1"], "either spelling")

                let actions = app.application.actions(forAccelerator: "<Control>2")
                XCTAssertEqual(actions, ["win.sort::date"], "GIO's short form")
                let detailed = try DetailedActionName(parsing: try XCTUnwrap(actions.first))
                XCTAssertEqual(detailed, DetailedActionName("win.sort", target: "date"))
                // What the accelerator does: activate the detailed name from the window.
                XCTAssertTrue(window.activateAction(name: detailed.name, args: detailed.target))
                XCTAssertEqual(sort.state(as: String.self), "date")
                XCTAssertEqual(app.application.actions(forAccelerator: "<Control>3"), [])
            }
        }
    }

    func testActionsInsertedOnAnyWidgetReachItsButtons() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let editor = Box(orientation: .vertical)
            let bold = SimpleAction(name: "bold", state: false)
            let size = SimpleAction(name: "size", state: 12)
            let group = editor.insertActionGroup("editor", actions: [bold, size])
            XCTAssertEqual(Set(group.listActions()), ["bold", "size"])
            let boldButton = Button(label: "Bold")
            boldButton.actionName = "editor.bold"
            let bigger = Button(label: "Bigger")
            bigger.actionName = "editor.size"
            bigger.actionTarget = Variant(16)
            editor.append(boldButton)
            editor.append(bigger)
            boldButton.emitClicked()
            bigger.emitClicked()
            XCTAssertEqual(bold.state(as: Bool.self), true, "a toggle flips")
            XCTAssertEqual(size.state(as: Int.self), 16)
        }
    }

    func testARightClickPopsTheContextMenuUpWhereThePointerIs() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let canvas = DrawingArea()
            canvas.setSizeRequest(width: 200, height: 100)
            window.child = canvas
            let popover = canvas.contextMenu(Menu {
                MenuItem("_Copy", action: "canvas.copy")
            })
            XCTAssertTrue(popover.parent === canvas, "attached to the widget")
            XCTAssertFalse(popover.hasArrow)
            window.present()
            let click = try? XCTUnwrap(secondaryClick(of: canvas))
            click?.emitPressed(Click(pressCount: 1, x: 12, y: 34))
            XCTAssertTrue(pumpMainContext { popover.isVisible }, "a right click pops it up")
            XCTAssertEqual(popover.pointingTo.map { [$0.x, $0.y, $0.width, $0.height] }, [12, 34, 1, 1])
            popover.popdown()
            window.destroy()
        }
    }
}

/// The model button (a `GtkPopoverMenu`'s item) labelled `text` (its mnemonic's underscore
/// gone) inside `root`.
@MainActor
private func modelButton(_ root: Widget, _ text: String) -> Widget? {
    if root.typeName == "GtkModelButton", root.value(of: "text", as: String.self) == text { return root }
    var child = root.firstChild()
    while let current = child {
        if let found = modelButton(current, text) { return found }
        child = current.nextSibling()
    }
    return nil
}

/// The click gesture of `widget` that listens to the secondary button.
@MainActor
private func secondaryClick(of widget: Widget) -> GestureClick? {
    guard let controllers = widget.observeControllers() else { return nil }
    var position = 0
    while let item = controllers.item(position) {
        if let click = item as? GestureClick, click.button == 3 { return click }
        position += 1
    }
    return nil
}
