import Foundation
import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// GTK's own list machinery over a type declared in Swift: a `GioListStore` of `Chore`s
/// (GTKFirstListExampleTests.swift) shown by a `ListView` whose rows a
/// `BuilderListItemFactory` makes from a `.ui` template, from a string and from a resource.
final class BuilderListItemFactoryTests: XCTestCase {
    /// A row: a label bound to its chore's title.
    static let labelRow = """
        <interface>
          <template class="GtkListItem">
            <property name="child">
              <object class="GtkLabel">
                <binding name="label">
                  <lookup name="title" type="ExampleChore">
                    <lookup name="item">GtkListItem</lookup>
                  </lookup>
                </binding>
              </object>
            </property>
          </template>
        </interface>
        """

    func testEachItemHasARowShowingItsTitleWhichFollowsTheItemAndTheStore() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let chores = GioListStore([Chore("Water the plants"), Chore("Call Ada"), Chore("Buy bread")])
            let view = ListView(model: SingleSelection(model: chores), factory: try BuilderListItemFactory(ui: Self.labelRow))
            let window = Window()
            window.child = ScrolledWindow(child: view)
            window.setDefaultSize(width: 300, height: 400)
            window.present()
            @MainActor func titles() -> [String] { view.descendants(Label.self).map(\.text) }
            XCTAssertTrue(pumpMainContext { titles().count == 3 }, "a row per item: \(titles())")
            XCTAssertEqual(titles(), ["Water the plants", "Call Ada", "Buy bread"])

            // A title changed in Swift (`@Notifying`) reaches its row through `<binding>`.
            chores.items(as: Chore.self)[1].title = "Call Ada Lovelace"
            XCTAssertTrue(pumpMainContext { titles() == ["Water the plants", "Call Ada Lovelace", "Buy bread"] }, "\(titles())")

            // An appended item gets a row; a removed one loses its row.
            chores.append(Chore("Fix the bike"))
            XCTAssertTrue(pumpMainContext { titles().count == 4 }, "\(titles())")
            XCTAssertEqual(titles().last, "Fix the bike")
            chores.remove(0)
            XCTAssertTrue(pumpMainContext { titles() == ["Call Ada Lovelace", "Buy bread", "Fix the bike"] }, "\(titles())")
            window.destroy()
        }
    }

    func testACheckButtonAndItsItemFollowEachOtherOnceEachWay() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let chore = Chore("Water the plants")
            let window = Window()
            let view = try choreList(GioListStore([chore]))
            window.child = ScrolledWindow(child: view)
            window.present()
            XCTAssertTrue(pumpMainContext { view.descendants(CheckButton.self).count == 1 })
            let check = view.descendants(CheckButton.self)[0]
            var notifications = 0
            var toggles = 0
            let subscriptions = [
                chore.signalPublisher("notify::done").sink { notifications += 1 },
                check.signalPublisher("toggled").sink { toggles += 1 },
            ]
            XCTAssertFalse(check.isActive)

            check.isActive = true                 // what a click does
            XCTAssertTrue(chore.isDone, "the row's check reached the item")
            XCTAssertEqual(notifications, 1)
            XCTAssertEqual(toggles, 1, "and did not come back")

            chore.isDone = false                  // the model changes
            XCTAssertFalse(check.isActive, "the item reached the row's check")
            XCTAssertEqual(notifications, 2)
            XCTAssertEqual(toggles, 2, "once: the handler wrote the value the item had")
            subscriptions.forEach { $0.cancel() }
            window.destroy()
        }
    }

    func testARowTemplateFromAResource() throws {
        try Display.require()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-item-resource-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.labelRow.write(to: folder.appendingPathComponent("chore-row.ui"), atomically: true, encoding: .utf8)
        try """
            <gresources><gresource prefix="/io/example/Chores"><file>chore-row.ui</file></gresource></gresources>
            """.write(to: folder.appendingPathComponent("chores.gresource.xml"), atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-resources")
        compile.arguments = ["--sourcedir", folder.path, "--target", folder.appendingPathComponent("chores.gresource").path,
                             folder.appendingPathComponent("chores.gresource.xml").path]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)

        try MainActor.assumeIsolated {
            Chore.register()
            let resource = try CompiledResource(fileName: "chores.gresource", builtPath: folder.appendingPathComponent("chores.gresource").path).register()
            defer { resource.unregister() }
            let factory = try BuilderListItemFactory(resource: "/io/example/Chores/chore-row.ui")
            XCTAssertEqual(factory.resource, "/io/example/Chores/chore-row.ui")
            let view = ListView(model: SingleSelection(model: GioListStore([Chore("Water the plants"), Chore("Call Ada")])), factory: factory)
            let window = Window()
            window.child = ScrolledWindow(child: view)
            window.present()
            XCTAssertTrue(pumpMainContext { view.descendants(Label.self).map(\.text) == ["Water the plants", "Call Ada"] },
                          "\(view.descendants(Label.self).map(\.text))")
            window.destroy()

            XCTAssertThrowsError(try BuilderListItemFactory(resource: "/io/example/Chores/missing.ui")) { error in
                XCTAssertTrue((error as? GLibError)?.matches(ResourceError.notFound) ?? false, "\(error)")
            }
        }
    }

    func testMistakesInTheTemplateAreThrownAtOnceNotAtEachRow() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            Chore.register()
            XCTAssertThrowsError(try BuilderListItemFactory(ui: "<interface><template class=\"GtkListItem\">")) { error in
                XCTAssertNotNil(error as? GLibError, "malformed XML: \(error)")
            }
            let unknownHandler = Self.labelRow.replacingOccurrences(of: "<object class=\"GtkLabel\">",
                                                                    with: "<object class=\"GtkLabel\"><signal name=\"notify\" handler=\"on_nothing\"/>")
            XCTAssertThrowsError(try BuilderListItemFactory(ui: unknownHandler)) { error in
                XCTAssertTrue((error as? GLibError)?.message.contains("on_nothing") ?? false, "names the handler: \(error)")
            }
            XCTAssertNoThrow(try BuilderListItemFactory(ui: unknownHandler, handlers: ["on_nothing": .plain {}]))

            // A type declared in Swift is registered on first use: before it, GTK cannot
            // find the name the template looks up.
            let unlisted = Self.labelRow.replacingOccurrences(of: "ExampleChore", with: UnlistedChore.typeName)
            XCTAssertThrowsError(try BuilderListItemFactory(ui: unlisted)) { error in
                let message = (error as? GLibError)?.message ?? ""
                XCTAssertTrue(message.contains(UnlistedChore.typeName) && message.contains("register()"), "names the type and the fix: \(error)")
            }
            UnlistedChore.register()
            XCTAssertNoThrow(try BuilderListItemFactory(ui: unlisted))
        }
    }

    /// The factory checks its template by building it once, on widgets it throws away: the
    /// user's handlers are not connected to those, so a `destroy` handler runs only for rows.
    func testAHandlerDoesNotRunWhileTheFactoryChecksItsTemplate() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            Chore.register()
            let row = Self.labelRow.replacingOccurrences(of: "<object class=\"GtkLabel\">",
                                                         with: "<object class=\"GtkLabel\"><signal name=\"destroy\" handler=\"on_destroy\"/>")
            var destroyed = 0
            let factory = try BuilderListItemFactory(ui: row, handlers: ["on_destroy": .plain { destroyed += 1 }])
            XCTAssertEqual(destroyed, 0, "no row was made yet")

            let window = Window()
            window.child = ScrolledWindow(child: ListView(model: SingleSelection(model: GioListStore([Chore("Water the plants")])),
                                                          factory: factory))
            window.present()
            XCTAssertTrue(pumpMainContext { window.descendants(Label.self).count == 1 })
            XCTAssertEqual(destroyed, 0)
            window.destroy()
            XCTAssertTrue(pumpMainContext { destroyed == 1 }, "the row's label ran the handler as it went: \(destroyed)")
        }
    }

    func testTheItemsAreFreedWithTheStoreAndTheView() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let handlers = settledHandlerCount()
            var store: GioListStore? = GioListStore(of: Chore.self)
            var finalizations: [Finalization] = []
            for title in ["Water the plants", "Call Ada"] {
                let chore = Chore(title)
                finalizations.append(Finalization(chore))
                store!.append(chore)
            }
            finalizations.append(Finalization(store!))
            var window: Window? = Window()
            var view: ListView? = try? choreList(store!)
            window!.child = view.map { ScrolledWindow(child: $0) }
            window!.present()
            XCTAssertTrue(pumpMainContext { view?.descendants(CheckButton.self).count == 2 })
            XCTAssertGreaterThanOrEqual(SignalHandler.heldByGLib.load(ordering: .relaxed) - handlers, 2, "a toggled handler per row")
            finalizations.append(Finalization(view!))
            window!.destroy()
            window = nil
            view = nil
            store = nil
            XCTAssertTrue(assertFinalized(finalizations[0], finalizations[1], finalizations[2], finalizations[3],
                                          message: "the chores, their store and the view go"))
            XCTAssertEqual(settledHandlerCount(), handlers, "the rows' handler closures released")
        }
    }
}

/// Registered only by the test that shows an unregistered type is an error.
final class UnlistedChore: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestUnlistedChore"
    static let properties: [SubclassProperty<UnlistedChore>] = [.string("title", \.title)]

    @Notifying var title = ""
}
