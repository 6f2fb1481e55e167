import CombineGTK
import Glibc

/// Finds `counter-timer.css` and applies it to the whole display.
enum Stylesheet {
    static let fileName = "counter-timer.css"

    /// Where the stylesheet may be: `$COMBINEGTK_COUNTER_TIMER_DATADIR` (or its old name,
    /// `$COUNTER_TIMER_DATADIR`, for one more release), the install prefix next to the binary
    /// (`bin/../share/counter-timer`), then the source tree's `Resources/`.
    static var candidates: [String] {
        var directories: [String] = []
        if let override = getenv("COMBINEGTK_COUNTER_TIMER_DATADIR") ?? getenv("COUNTER_TIMER_DATADIR") {
            directories.append(String(cString: override))
        }
        if let executable = realpath(CommandLine.arguments[0], nil) {
            directories.append(directory(of: String(cString: executable)) + "/../share/counter-timer")
            free(executable)
        }
        directories.append(directory(of: #filePath) + "/../../Resources")
        return directories.map { "\($0)/\(fileName)" }
    }

    @MainActor
    static func load() {
        guard let path = candidates.first(where: { access($0, R_OK) == 0 }) else {
            printError("counter-timer: \(fileName) not found; using the default style\n")
            return
        }
        let provider = CssProvider()
        provider.loadFromPath(path)
        provider.addToDefaultDisplay()
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// Writes `message` to standard error as it is (no newline added).
func printError(_ message: String) {
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
