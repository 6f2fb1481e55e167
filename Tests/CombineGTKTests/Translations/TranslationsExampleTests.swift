import CombineGTK
import CombineGTKTesting
import XCTest

// What the user reads is marked with `tr`, in the forms xgettext extracts (`make pot`). An
// app binds its text domain at startup, `Application(id:textDomain:)`; this test binds a
// German catalog it compiles on the spot, and reads the app's strings in German.

func tasksLeft(_ count: Int) -> String {
    tr("{count} task left", plural: "{count} tasks left", count: count)
}

final class TranslationsExampleTests: XCTestCase {
    func testTheAppSpeaksGerman() throws {
        let folder = try TestTranslations.compile("""
            msgid "Start"
            msgstr "Starten"

            msgid "{count} task left"
            msgid_plural "{count} tasks left"
            msgstr[0] "{count} Aufgabe übrig"
            msgstr[1] "{count} Aufgaben übrig"

            """, domain: "to-do", language: "de")
        Translations.bind(domain: "to-do", localeDirectory: folder)
        TestTranslations.withLanguage("de") {
            XCTAssertEqual(tr("Start"), "Starten")
            XCTAssertEqual(tasksLeft(1), "1 Aufgabe übrig")
            XCTAssertEqual(tasksLeft(3), "3 Aufgaben übrig")
            XCTAssertEqual(tr("Open", context: "verb"), "Open") // no translation yet: as written
        }
    }
}
