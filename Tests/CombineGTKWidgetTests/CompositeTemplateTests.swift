import CGtk
import CombineGTKTesting
import Foundation
import XCTest
@testable import CombineGTK

/// Composite templates and widget actions of types declared in Swift (`CompositeTemplate`,
/// `InstallsActions`), with the types of `CompositeTemplateTestTypes.swift`: built from a
/// string and from a resource, made in Swift, by `g_object_new` and by GtkBuilder, children
/// bound and typed, callbacks called by real emissions, actions activated, everything freed
/// with its window, and the misuses stopping the program with a message.
final class CompositeTemplateTests: XCTestCase {
    func testAnInstanceMadeInSwiftIsBuiltFromTheTemplateWithTypedChildren() throws {
        try Display.require()
        MainActor.assumeIsolated {
            BadgeBox.register()
            let row = TemplateTaskRow(title: "Milk")
            XCTAssertEqual(row.childrenBoundWhenConstructed, true, "bound before constructed()")
            XCTAssertEqual(row.titleLabel.text, "Milk", "bound before the convenience init's body")
            XCTAssertTrue(row.firstChild() === row.titleLabel, "the property holds the template's label")
            XCTAssertTrue(row.titleLabel.parent === row)
            XCTAssertEqual(row.doneButton.label, "Done")
            XCTAssertEqual(row.deleteButton.actionName, "row.delete")
            XCTAssertEqual(row.spacing, 6, "the template's <property> is set on the instance")
            XCTAssertEqual(row.badge.caption, "Nested", "a child of a Swift type, made while a Swift instance is made")
            XCTAssertTrue(row.lastChild() === row.badge, "its Swift instance is its wrapper")
            row.badge.clicks = 4
            XCTAssertEqual((row.lastChild() as? BadgeBox)?.clicks, 4)
        }
    }

    func testGtkBuilderAndGObjectNewMakeItWithItsChildrenBound() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            BadgeBox.register()
            TemplateTaskRow.register()
            let builder = try Builder(string: """
                <interface>
                  <object class="GtkWindow" id="window">
                    <child><object class="CombineGTKTestTemplateTaskRow" id="row">
                      <property name="title">Eggs</property>
                    </object></child>
                  </object>
                </interface>
                """)
            let window = try builder.object("window", as: Window.self)
            let row = try builder.object("row", as: TemplateTaskRow.self)
            XCTAssertEqual(row.title, "Eggs")
            XCTAssertEqual(row.childrenBoundWhenConstructed, true)
            XCTAssertTrue(row.titleLabel.parent === row)
            XCTAssertEqual(row.badge.caption, "Nested")
            XCTAssertTrue(window.child === row)
            window.destroy()

            let pointer = g_object_new_with_properties(TemplateTaskRow.registeredType, 0, nil, nil)!
            g_object_ref_sink(pointer)
            let fromC = Object.wrapper(retaining: gObject(pointer)) as? TemplateTaskRow
            g_object_unref(pointer)
            XCTAssertEqual(fromC?.childrenBoundWhenConstructed, true)
            XCTAssertTrue(fromC?.doneButton.parent === fromC)
        }
    }

    func testTemplateCallbacksGetTheirInstanceTheArgumentsAndSetTheReturnValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            BadgeBox.register()
            let row = TemplateTaskRow(title: "Milk"), other = TemplateTaskRow(title: "Eggs")
            row.doneButton.emitClicked()
            XCTAssertTrue(row.isDone, "clicked called on_done_clicked with its row")
            XCTAssertFalse(other.isDone, "and not another row")

            let changes = row.labelChanges
            row.titleLabel.text = "Bread"
            XCTAssertEqual(row.labelChanges, changes + 1, "a detailed signal, notify::label")
            XCTAssertEqual(other.labelChanges, changes)

            XCTAssertTrue(row.doneSwitch.emitStateSet(true), "the callback's return value is the signal's")
            XCTAssertEqual(row.requestedStates, [true], "the callback read the signal's argument")
        }
    }

    func testWidgetActionsRunWithTheirInstanceAndParameterUnlessDisabled() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            BadgeBox.register()
            let row = TemplateTaskRow(title: "Milk"), other = TemplateTaskRow(title: "Eggs")
            XCTAssertTrue(row.activateAction(name: "row.delete", args: nil))
            XCTAssertEqual(row.deletions, 1)
            row.deleteButton.emitClicked()
            XCTAssertEqual(row.deletions, 2, "a button inside with action-name activates it")
            XCTAssertEqual(other.deletions, 0)

            XCTAssertTrue(row.titleLabel.activateAction(name: "row.rename", args: Variant("Bread")), "found from a widget inside")
            XCTAssertEqual(row.title, "Bread", "a typed parameter")
            let position = try Variant(parsing: "(1, 2)")
            XCTAssertTrue(row.activateAction(name: "row.move", args: position))
            XCTAssertEqual(row.moves, [position], "a Variant parameter of a given type")

            let reports = Reports()
            Diagnostics.handler = { message in reports.messages.append(message) }
            defer { Diagnostics.handler = nil }
            _ = row.activateAction(name: "row.rename", args: Variant(7))
            _ = row.activateAction(name: "row.move", args: nil)
            _ = row.activateAction(name: "row.delete", args: Variant("extra"))
            XCTAssertEqual(row.title, "Bread", "a parameter of another type is refused")
            XCTAssertEqual(row.moves, [position], "a missing parameter is refused")
            XCTAssertEqual(row.deletions, 2, "a parameter to an action that takes none is refused")
            XCTAssertEqual(reports.messages, [
                "CombineGTK: TemplateTaskRow's action \"row.rename\" takes a parameter of type s and was activated with one of type x: not run",
                "CombineGTK: TemplateTaskRow's action \"row.move\" takes a parameter of type (ii) and was activated with none: not run",
                "CombineGTK: TemplateTaskRow's action \"row.delete\" takes no parameter and was activated with one of type s: not run",
            ])

            XCTAssertTrue(row.activateAction(name: "row.done", args: nil))
            XCTAssertTrue(row.isDone, "a property action toggles its Bool property")

            row.actionSetEnabled(actionName: "row.delete", enabled: false)
            _ = row.activateAction(name: "row.delete", args: nil)  // GTK says it found the action
            XCTAssertEqual(row.deletions, 2, "a disabled action is not run")
            row.deleteButton.emitClicked()
            XCTAssertEqual(row.deletions, 2, "nor by its button")
            XCTAssertFalse(row.deleteButton.isSensitive, "whose button is insensitive")
            XCTAssertTrue(other.activateAction(name: "row.delete", args: nil), "another instance's stays enabled")
            XCTAssertEqual(other.deletions, 1)
            row.actionSetEnabled(actionName: "row.delete", enabled: true)
            XCTAssertTrue(row.activateAction(name: "row.delete", args: nil))
            XCTAssertEqual(row.deletions, 3)
        }
    }

    func testItIsFreedWithItsWindowWithItsChildren() throws {
        try Display.require()
        MainActor.assumeIsolated {
            BadgeBox.register()
            var window: Window? = Window()
            let finalizations: [Finalization]
            do {
                let row = TemplateTaskRow(title: "Milk")
                window!.child = row
                window!.present()
                finalizations = [Finalization(row), Finalization(row.titleLabel), Finalization(row.badge), Finalization(row.doneSwitch)]
            }
            window!.destroy()
            window = nil
            for finalization in finalizations {
                XCTAssertTrue(assertFinalized(finalization, message: "the row and its children go with the window"))
            }
        }
    }

    func testAWindowsCloseRequestCallbackAnswersWhetherItCloses() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let finalization: Finalization, label: Finalization
            do {
                let window = TemplateNotesWindow()
                XCTAssertEqual(window.title, "Notes")
                XCTAssertTrue(window.child === window.notesLabel)
                window.present()
                window.close()
                XCTAssertEqual(window.closeRequests, 1)
                XCTAssertTrue(window.isVisible, "the callback returned true: the window stays")
                window.hasUnsavedNotes = false
                window.close()
                XCTAssertEqual(window.closeRequests, 2)
                XCTAssertFalse(window.isVisible, "the callback returned false: the window is destroyed")
                finalization = Finalization(window)
                label = Finalization(window.notesLabel)
            }
            XCTAssertTrue(assertFinalized(finalization, label, message: "the window and its child go with the last Swift reference"))
        }
    }

    func testATemplateFromAResourceBuildsAWidgetWhoseChildGoesWithIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-resource-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ResourceBadge.xml.write(to: folder.appendingPathComponent("resource-badge.ui"), atomically: true, encoding: .utf8)
        try """
            <gresources><gresource prefix="/io/github/combinegtk/tests"><file>resource-badge.ui</file></gresource></gresources>
            """.write(to: folder.appendingPathComponent("tests.gresource.xml"), atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-resources")
        compile.arguments = ["--sourcedir", folder.path, "--target", folder.appendingPathComponent("tests.gresource").path,
                             folder.appendingPathComponent("tests.gresource.xml").path]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
        try Display.require()
        try MainActor.assumeIsolated {
            let resource = try CompiledResource(fileName: "tests.gresource", builtPath: folder.appendingPathComponent("tests.gresource").path).register()
            defer { resource.unregister() }
            var window: Window? = Window()
            let badge: Finalization, caption: Finalization
            do {
                let made = ResourceBadge()
                XCTAssertEqual(made.caption.text, "From a resource")
                XCTAssertTrue(made.caption.parent === made)
                made.caption.text = "Changed"
                XCTAssertEqual(made.captionChanges, 1, "the resource's <signal> calls the Swift callback")
                window!.child = made
                window!.present()
                badge = Finalization(made)
                caption = Finalization(made.caption)
            }
            window!.destroy()
            window = nil
            XCTAssertTrue(assertFinalized(badge, caption, message: "a Widget's bound child is unparented by the template's disposal"))
        }
    }

    func testAnIdTheTemplateLacksStopsTheProgramNamingTypeIdAndClass() throws {
        try expectChildStops(saying: ["MissingChildRow's template has no object with id \"subtitle\"", "binds it to a Label property"]) {
            try Display.require()
            MainActor.assumeIsolated { _ = MissingChildRow() }
        }
    }

    func testAChildOfAnotherClassStopsTheProgramNamingTypeIdAndClass() throws {
        try expectChildStops(saying: ["WrongChildClassRow's template child \"title\" is a GtkButton, not a Label as templateChildren declares"]) {
            try Display.require()
            try MainActor.assumeIsolated {
                WrongChildClassRow.register()
                _ = try Builder(string: #"<interface><object class="CombineGTKTestWrongChildClassRow"/></interface>"#)
            }
        }
    }

    func testAnUnknownHandlerStopsTheProgramNamingTypeAndHandler() throws {
        try expectChildStops(saying: ["UnknownHandlerRow's template connects a signal to the handler \"on_missing\", which its templateCallbacks does not declare (it declares \"on_other\")"]) {
            try Display.require()
            MainActor.assumeIsolated { _ = UnknownHandlerRow() }
        }
    }

    func testAResourceNoBundleHoldsStopsTheProgramNamingIt() throws {
        try expectChildStops(saying: ["UnregisteredResourceRow's template /io/github/combinegtk/tests/nowhere.ui is in no registered resource"]) {
            try Display.require()
            MainActor.assumeIsolated { _ = UnregisteredResourceRow() }
        }
    }
}

/// The diagnostics a test collects (reported on the main thread, where it reads them).
private final class Reports: @unchecked Sendable {
    var messages: [String] = []
}
