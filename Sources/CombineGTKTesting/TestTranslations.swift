import Foundation
import Glibc

/// Translations in a test: a `.po` catalog compiled at test time, and a language chosen for
/// the length of a closure, so a test reads what `tr(_:)` and GtkBuilder's
/// `translatable="yes"` strings give in German without installing anything.
///
/// ```swift
/// let folder = try TestTranslations.compile(po, domain: "my-app", language: "de")
/// Translations.bind(domain: "my-app", localeDirectory: folder)
/// TestTranslations.withLanguage("de") {
///     XCTAssertEqual(tr("Start"), "Starten")
/// }
/// ```
public enum TestTranslations {
    /// A reason a catalog could not be compiled: `msgfmt` missing or refusing the file.
    public struct CompileError: Error, CustomStringConvertible {
        /// What went wrong, with `msgfmt`'s own message.
        public let description: String
    }

    /// The header ``compile(_:domain:language:)`` adds to a catalog that has none: UTF-8, and
    /// two plural forms, the singular for 1 (English's and German's rule).
    public static let defaultHeader = #"""
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"


        """#

    /// Compiles `po` (the text of a `.po` file; ``defaultHeader`` goes first when it has no
    /// header, the entry of the empty `msgid`) with `msgfmt --check` into
    /// `<folder>/<language>/LC_MESSAGES/<domain>.mo` in a new temporary folder (removed when the
    /// process exits), and returns the folder: what `Translations.bind(domain:localeDirectory:)`
    /// takes.
    public static func compile(_ po: String, domain: String, language: String) throws -> String {
        let po = po.contains("msgid \"\"\n") ? po : defaultHeader + po
        let folder = try TemporaryFolder.make("combinegtk-locale")
        let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("\(language).po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        guard let msgfmt = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt"].first(where: FileManager.default.isExecutableFile) else {
            throw CompileError(description: "msgfmt is needed to compile a translation catalog (apt-get install gettext)")
        }
        let run = try runTool(msgfmt, ["--check", "-o", messages.appendingPathComponent("\(domain).mo").path, source.path])
        guard run.status == 0 else {
            throw CompileError(description: "msgfmt refused the catalog for \(language): \(run.output)")
        }
        return folder.path
    }

    /// Runs `body` with gettext speaking `language` (`"de"`): `LANGUAGE` set, and the
    /// `C.UTF-8` locale, which every glibc system has (the C library ignores `LANGUAGE` in
    /// the plain `C` locale). Both are restored afterwards. Not for tests running in
    /// parallel: the environment and the locale are the process's.
    public static func withLanguage<Result>(_ language: String, _ body: () throws -> Result) rethrows -> Result {
        let previousLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        let previousLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        setenv("LANGUAGE", language, 1)
        setlocale(LC_ALL, "C.UTF-8")
        defer {
            if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
            setlocale(LC_ALL, previousLocale)
        }
        return try body()
    }
}
