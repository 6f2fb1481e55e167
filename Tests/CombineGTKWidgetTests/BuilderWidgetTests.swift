import CGtk
import CombineGTKTesting
import XCTest
@testable import CombineGTK
// The builder example's resources, compiled by the GResources plugin (Blueprint included).
@testable import builder_example

/// GtkBuilder with widgets: the issue's names as written, a `.ui` button's handler, and the
/// GResources plugin's bundle with GTK's conventions (`gtk/help-overlay.ui`, `gtk/menus.ui`).
final class BuilderWidgetTests: XCTestCase {
    private static let xml = """
        <interface>
          <object class="GtkBox" id="row">
            <child><object class="GtkButton" id="ok">
              <property name="label">OK</property>
              <signal name="clicked" handler="on_ok_clicked"/>
            </object></child>
            <child><object class="GtkLabel" id="status"/></child>
          </object>
        </interface>
        """

    func testTheIssuesNamesCompileAndAMissingNameThrows() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            // Issue 23, "Names outside checks compile against", as written there.
            let xml = #"<interface><object class="GtkButton" id="ok"><property name="label">OK</property></object></interface>"#
            let builder = try Builder(string: xml)
            let button = try builder.object("ok", as: Button.self)      // throws for a missing name
            XCTAssertEqual(button.label, "OK")
            XCTAssertThrowsError(try builder.object("cancel", as: Button.self)) { error in
                XCTAssertEqual(error as? BuilderObjectError, .missing(id: "cancel"))
            }
            let row = try Builder(string: Self.xml, handlers: ["on_ok_clicked": {}])
            XCTAssertThrowsError(try row.object("status", as: Button.self)) { error in
                XCTAssertEqual("\(error)", "object \"status\" is a GtkLabel, not a Button")
            }
        }
    }

    func testAUIButtonsClickedHandlerRunsTheSwiftClosureWithTheButton() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            var clicked: [Object] = []
            let builder = Builder()
            builder.handlers.add("on_ok_clicked") { (button: Object) in clicked.append(button) }
            try builder.addFromString(Self.xml)
            let button = try builder.object("ok", as: Button.self)
            button.emitClicked()
            button.emitClicked()
            XCTAssertEqual(clicked.count, 2)
            XCTAssertTrue(clicked.first === button, "the handler gets the button's own wrapper")
        }
    }

    /// Runs `body` with the example's application registered (started), the plugin's bundle
    /// registered: its id makes its resource base path /io/github/combinegtk/examples/Builder.
    private func withTheExamplesApplication(_ body: @MainActor (TestApplication) throws -> Void) throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let resource = try CompiledResource.app.register()
            defer { resource.unregister() }
            let test = try TestApplication(Application(id: "io.github.combinegtk.examples.Builder", flags: [.nonUnique]))
            defer { test.shutDown() }
            try body(test)
        }
    }

    func testThePluginsBundleGivesTheApplicationWindowItsHelpOverlay() throws {
        try withTheExamplesApplication { test in
            let window = ApplicationWindow(application: test.application)
            let overlay = gtk_application_window_get_help_overlay(window.pointer(as: GtkApplicationWindow.self))
            XCTAssertNotNil(overlay, "gtk/help-overlay.ui under the base path became the shortcuts window")
            XCTAssertNotEqual(g_action_group_has_action(OpaquePointer(window.objectPointer), "show-help-overlay"), 0)
            let accels = gtk_application_get_accels_for_action(test.application.pointer(as: GtkApplication.self), "win.show-help-overlay")
            defer { g_strfreev(accels) }
            XCTAssertEqual(accels?[0].map { String(cString: $0) }, "<Control>question", "Ctrl+? opens it")
            window.destroy()
        }
    }

    func testThePluginsBundleGivesTheApplicationItsMenusAndItSeesItsWindows() throws {
        try withTheExamplesApplication { test in
            let application = test.application
            // GTK loaded gtk/menus.ui from the base path at startup (registering).
            let menu = try XCTUnwrap(application.menuById("primary-menu"), "gtk/menus.ui under the base path gave the menus")
            XCTAssertNil(application.menuById("no-such-menu"))
            XCTAssertEqual(menu.nItems(), 1, "one section")
            let section = try XCTUnwrap(menu.itemLink(itemIndex: 0, link: "section"))
            XCTAssertEqual((0..<section.nItems()).map { attribute("label", of: section, at: $0) }, ["_Keyboard Shortcuts", "_Quit"])
            XCTAssertEqual((0..<section.nItems()).map { attribute("action", of: section, at: $0) }, ["win.show-help-overlay", "app.quit"])

            XCTAssertTrue(application.windows.isEmpty)
            XCTAssertNil(application.activeWindow)
            let window = ApplicationWindow(application: application)
            window.present()
            assertEventually("the presented window is the active one") { application.activeWindow === window }
            XCTAssertTrue(application.windows.first === window, "the ApplicationWindow's own wrapper")
            XCTAssertEqual(application.windows.count, 1)
            XCTAssertTrue(application.activeWindow === window)
            XCTAssertTrue(application.windowById(window.id()) === window)
            window.destroy()
            assertEventually("a destroyed window leaves the application") { application.windows.isEmpty }
        }
    }

    func testTheBlueprintFileWasCompiledIntoTheBundleAndTheWindowLoads() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let resource = try CompiledResource.app.register()
            defer { resource.unregister() }
            let greeting = try Builder(resource: "/io/github/combinegtk/examples/Builder/greeting.ui").object("greeting", as: Label.self)
            XCTAssertEqual(greeting.text, "Not greeted yet")
            var greeted = 0
            let builder = try Builder(resource: "/io/github/combinegtk/examples/Builder/window.ui",
                                      handlers: ["on_greet_clicked": { greeted += 1 }])
            try builder.object("greet", as: Button.self).emitClicked()
            XCTAssertEqual(greeted, 1)
            try builder.object("window", as: ApplicationWindow.self).destroy()
        }
    }
}

/// The string attribute `name` of `model`'s item at `index`; nil for none.
@MainActor
private func attribute(_ name: String, of model: MenuModel, at index: Int) -> String? {
    model.itemAttributeValue(itemIndex: index, attribute: name, expectedType: .string).flatMap { String(variant: $0) }
}
