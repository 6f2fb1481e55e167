import CombineGTK
import Glibc // exit(), without the start-up cost of Foundation

// Resources/app.gresource.xml, compiled by the GResources plugin during `swift build`.
try CompiledResource.app.register()

let application = Application(id: "io.github.combinegtk.examples.Builder")
// The primary menu's "Quit" (gtk/menus.ui) activates app.quit.
let quit = SimpleAction(name: "quit")
let quitting = quit.activatePublisher.sink { application.quit() }
application.addAction(quit, accelerators: ["<Control>q"])
var window: ApplicationWindow?
let activation = application.activatePublisher.sink {
    if let window { return window.present() }
    do {
        // greeting.ui comes from greeting.blp (Blueprint); window.ui names a handler.
        let greeting = try Builder(resource: "/io/github/combinegtk/examples/Builder/greeting.ui")
            .object("greeting", as: Label.self)
        let builder = try Builder(
            resource: "/io/github/combinegtk/examples/Builder/window.ui",
            handlers: ["on_greet_clicked": { greeting.text = "Hello from a .ui handler" }]
        )
        let content = try builder.object("content", as: Box.self)
        content.append(greeting)
        // GtkApplication loaded gtk/menus.ui from the resource base path at startup.
        if let primaryMenu = application.menuById("primary-menu") {
            content.append(MenuButton(menu: primaryMenu, iconName: "open-menu-symbolic"))
        }
        window = try builder.object("window", as: ApplicationWindow.self)
        // GtkApplication gives the window gtk/help-overlay.ui as its shortcuts window (Ctrl+?).
        window?.application = application
        window?.present()
    } catch {
        print("builder-example: \(error)")
        application.quit()
    }
}
exit(application.run())
