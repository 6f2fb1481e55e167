import XCTest
import Foundation

/// scripts/xgettext-swift (what `make pot` runs) extracts every string marked with `tr` from
/// Swift, in each of its four forms, and only those.
final class TranslationExtractionTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A .pot entry: its context, message and plural, as the file spells them (escapes kept).
    private struct Entry: Hashable {
        var context: String?
        var message: String
        var plural: String?
    }

    func testEveryMarkedStringAndOnlyThoseLandInThePot() throws {
        let pot = try Self.extract("Tests/CombineGTKTests/Translations/TranslationExtractionSample.swift")
        XCTAssertEqual(Set(Self.entries(in: pot)), [
            Entry(message: "Marked under #if"),
            Entry(message: "Marked under #else"),
            Entry(message: "Start"),
            Entry(context: "verb", message: "Open"),
            Entry(context: "state", message: "Open"),
            Entry(message: "{count} task left", plural: "{count} tasks left"),
            Entry(context: "duration", message: "{count} day", plural: "{count} days"),
            Entry(message: #"Tab\tand \"quotes\" and ü"#),
            Entry(message: "First"),
            Entry(message: "Second"),
            Entry(message: "Nested"),
        ])
        XCTAssertTrue(pot.contains("#. TRANSLATORS: the number of tasks not done yet.\n"), "the translators' comment is kept")
    }

    /// `make pot`'s sources: counter-timer's strings, with the German catalog covering each.
    func testTheGermanCatalogTranslatesEveryStringOfCounterTimer() throws {
        let sources = try String(contentsOf: Self.root.appendingPathComponent("po/POTFILES"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        let extracted = Set(Self.entries(in: try Self.extract(sources)))
        XCTAssertTrue(extracted.contains(Entry(message: "Start")))
        let german = try String(contentsOf: Self.root.appendingPathComponent("po/de.po"), encoding: .utf8)
        let translated = Set(Self.entries(in: german))
        XCTAssertFalse(german.contains("msgstr \"\"\n\n") || german.hasSuffix("msgstr \"\"\n"), "po/de.po has untranslated messages")
        XCTAssertEqual(extracted.subtracting(translated), [], "po/de.po lacks these (make pot, then msgmerge)")
        XCTAssertEqual(translated.subtracting(extracted), [], "po/de.po has these no source marks")
    }

    /// Runs scripts/xgettext-swift on `files` (relative to the package) and returns the .pot.
    private static func extract(_ files: String...) throws -> String { try extract(files) }

    private static func extract(_ files: [String]) throws -> String {
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/xgettext-swift")
        process.currentDirectoryURL = root
        process.arguments = ["-o", "-"] + files
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let pot = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
        XCTAssertEqual(message, "", "xgettext warned")
        return pot
    }

    /// The entries of a .pot or .po file, the header (an empty message) left out.
    private static func entries(in catalog: String) -> [Entry] {
        var entries: [Entry] = []
        var current: Entry?
        var context: String?
        func quoted(_ line: Substring, after keyword: String) -> String {
            String(line.dropFirst(keyword.count + 2).dropLast())
        }
        for line in catalog.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgctxt ") {
                context = quoted(line, after: "msgctxt")
            } else if line.hasPrefix("msgid ") {
                current = Entry(context: context, message: quoted(line, after: "msgid"))
                context = nil
            } else if line.hasPrefix("msgid_plural ") {
                current?.plural = quoted(line, after: "msgid_plural")
            } else if line.isEmpty, let entry = current {
                if !entry.message.isEmpty { entries.append(entry) }
                current = nil
            }
        }
        if let entry = current, !entry.message.isEmpty { entries.append(entry) }
        return entries
    }
}
