import CombineAdw
import Glibc // exit(), without the start-up cost of Foundation

// notes: a GNOME notes app written with CombineAdw alone: notebooks and notes kept as text
// files, libadwaita's adaptive window, preferences in GSettings, English and German.

let applicationID = "io.github.combinegtk.Notes"

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

let status: Int32 = MainActor.assumeIsolated {
    // Before the application: its startup loads gtk/help-overlay.ui (the shortcuts window)
    // from the resources, and the text domain decides the language of everything after.
    let application = Adw.Application(id: applicationID, textDomain: "notes")
    do {
        _ = try CompiledResource.notes.register()
    } catch {
        printError("notes: the app's resources (notes.gresource) are missing: \(error)")
        return 1
    }
    let settings: Settings
    do {
        // Uninstalled, next to the program (`make notes` compiles it there); else installed.
        settings = try Settings(schemaID: applicationID, directories: Settings.programSchemaDirectories)
    } catch {
        printError("notes: \(error)")
        return 1
    }
    guard Application.openDisplay() else {
        let display = getenv("DISPLAY").map { " \(String(cString: $0))" } ?? " (DISPLAY is not set)"
        printError("notes: cannot open a display\(display); run it in a graphical session, or headless under xvfb-run (xvfb-run notes)")
        return 1
    }
    let app = NotesApp(application: application, settings: settings)
    return withExtendedLifetime(app) { application.run() }
}
exit(status)
