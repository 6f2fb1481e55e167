import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Generated Gio classes used for real, with no display: a menu built through its methods,
/// a cancellable cancelled and reset, an action group holding the hand-written
/// `SimpleAction`, and a GTK selection model over a Gio list model.
final class GioObjectTests: MainActorTestCase {
    func testAMenuBuiltThroughItsMethodsCountsItsItemsAndPublishesEachChange() {
        onMain {
            let menu = Menu()
            var changes: [MenuModel.ItemsChangedArguments] = []
            let subscription = menu.itemsChangedPublisher.sink { changes.append($0) }
            menu.append("Remove Done Tasks", detailedAction: "win.remove-done-tasks")
            menu.append("Quit", detailedAction: "app.quit")
            let section = Menu()
            section.append("About", detailedAction: "app.about")
            menu.insertSection(position: 0, label: nil, section: section)
            XCTAssertEqual(menu.nItems(), 3)
            XCTAssertEqual(section.nItems(), 1)
            XCTAssertTrue(menu.isMutable())
            XCTAssertEqual(changes, [.init(position: 0, removed: 0, added: 1), .init(position: 1, removed: 0, added: 1),
                                     .init(position: 0, removed: 0, added: 1)])
            XCTAssertTrue(menu.itemLink(itemIndex: 0, link: "section") === section, "the section comes back as its wrapper")
            menu.removeAll()
            XCTAssertEqual(menu.nItems(), 0)
            XCTAssertEqual(changes.last, .init(position: 0, removed: 3, added: 0))
            subscription.cancel()
        }
    }

    func testACancellableCancelsOnceAndResets() {
        onMain {
            let cancellable = Cancellable()
            var cancelled = 0
            let subscription = cancellable.cancelledPublisher.sink { cancelled += 1 }
            XCTAssertFalse(cancellable.isCancelled())
            cancellable.cancel()
            cancellable.cancel()
            XCTAssertTrue(cancellable.isCancelled())
            XCTAssertEqual(cancelled, 1, "GLib emits cancelled once")
            cancellable.reset()
            XCTAssertFalse(cancellable.isCancelled())
            subscription.cancel()
        }
    }

    func testAnActionGroupHoldsAHandWrittenSimpleAction() {
        onMain {
            let group = SimpleActionGroup()
            var added: [String] = []
            var enabled: [ActionGroupActionEnabledChangedArguments] = []
            var removed: [String] = []
            let subscriptions = [
                group.actionAddedPublisher.sink { added.append($0) },
                group.actionEnabledChangedPublisher.sink { enabled.append($0) },
                group.actionRemovedPublisher.sink { removed.append($0) },
            ]
            let action = SimpleAction(name: "go")
            group.addAction(action)
            XCTAssertEqual(added, ["go"])
            XCTAssertTrue(group.hasAction("go"))
            XCTAssertEqual(group.listActions(), ["go"])
            XCTAssertTrue(group.lookupAction("go") === action, "the action comes back as its own wrapper")
            action.isEnabled = false
            XCTAssertEqual(enabled, [.init(actionName: "go", enabled: false)])
            XCTAssertFalse(group.actionEnabled("go"))
            group.removeAction("go")
            XCTAssertEqual(removed, ["go"])
            XCTAssertFalse(group.hasAction("go"))
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testAGTKSelectionModelTakesAndGivesBackAGioListModel() {
        onMain {
            let store = ListStore<Row, Int>()
            store.update([Row(id: 1, text: "one"), Row(id: 2, text: "two")])
            let model = Object.wrapper(retaining: store.objectPointer) as? any CombineGTK.ListModel
            XCTAssertNotNil(model, "a GListStore is a Gio ListModel (the test target has a ListModel of its own)")
            let selection = SingleSelection(model: model)
            XCTAssertTrue(selection.model === model, "the model comes back as the same wrapper")
            XCTAssertEqual(selection.nItems, 2)
            XCTAssertEqual((selection.model as? GioListStore)?.nItems, 2)
            let icon = ThemedIcon(iconname: "edit-copy")
            XCTAssertEqual(icon.names.first, "edit-copy")
            XCTAssertEqual(icon.toString(), "edit-copy", "Icon's generated API")
            XCTAssertTrue(icon.equal(ThemedIcon(iconname: "edit-copy")))
        }
    }
}
