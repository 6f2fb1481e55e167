// This package's own test tooling: `package`, not part of the kit users see.

import Foundation

/// Runs the program at `executable` with `arguments` and waits for it: its exit status and
/// what it wrote on stdout and stderr together. What the test kit's compilers share
/// (`glib-compile-schemas` for ``TestSettings``, `msgfmt` for ``TestTranslations``).
package func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}
