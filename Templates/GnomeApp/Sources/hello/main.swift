import CombineAdw
import Glibc // exit(), without the start-up cost of Foundation

// hello: the window of org.example.Hello. This file starts the application; HelloWindow.swift
// builds the window from its resources and wires the view model (HelloKit) to it.

let applicationID = "org.example.Hello"
let version = "0.1.0"

let status: Int32 = MainActor.assumeIsolated {
    // The text domain: po/*.po, compiled by `make` next to the executable (uninstalled) or
    // installed under $prefix/share/locale; Translations.localeDirectory(for:) finds either.
    let application = Adw.Application(id: applicationID, textDomain: "hello")
    do {
        // Sources/hello/Resources/resources.gresource.xml, compiled by the GResources plugin.
        try CompiledResource.resources.register()
    } catch {
        printError("hello: \(error)\n")
        return 1
    }
    let app = HelloApp(application: application, version: version)
    let status = application.run()
    return app.failed ? 1 : status
}
exit(status)

/// `message` on standard error (`stderr` itself is shared mutable state to Swift 6).
func printError(_ message: String) {
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
