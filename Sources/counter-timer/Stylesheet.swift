import CGtk
import Foundation

/// Finds `counter-timer.css` and applies it to the whole display.
enum Stylesheet {
    static let fileName = "counter-timer.css"

    /// Where the stylesheet may be: `$COUNTER_TIMER_DATADIR`, the install prefix next to the
    /// binary (`bin/../share/counter-timer`), then the source tree's `Resources/`.
    static var candidates: [String] {
        var directories: [String] = []
        if let override = ProcessInfo.processInfo.environment["COUNTER_TIMER_DATADIR"] {
            directories.append(override)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        directories.append(executable.deletingLastPathComponent().appendingPathComponent("../share/counter-timer").path)
        directories.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources").path)
        return directories.map { ($0 as NSString).appendingPathComponent(fileName) }
    }

    static func load() {
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
              let display = gdk_display_get_default() else {
            FileHandle.standardError.write(Data("counter-timer: \(fileName) not found; using the default style\n".utf8))
            return
        }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
