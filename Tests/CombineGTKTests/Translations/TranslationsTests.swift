import XCTest
import CombineGTK
import CombineGTKTesting
import Glibc

/// `tr` in its four forms, and `Translations`, against a German catalog compiled at test time
/// (the basic case is TranslationsExampleTests, the documentation's example).
final class TranslationsTests: XCTestCase {
    private static let domain = "combinegtk-translations-tests"
    private static let german = """
        msgid "Start"
        msgstr "Starten"

        msgctxt "timer status"
        msgid "Reset"
        msgstr "Zurückgesetzt"

        msgid "Reset"
        msgstr "Zurücksetzen"

        msgid "{count} task left"
        msgid_plural "{count} tasks left"
        msgstr[0] "{count} Aufgabe übrig"
        msgstr[1] "{count} Aufgaben übrig"

        msgctxt "duration"
        msgid "{count} day"
        msgid_plural "{count} days"
        msgstr[0] "{count} Tag"
        msgstr[1] "{count} Tage"

        """

    private static let folder = Result { try TestTranslations.compile(german, domain: domain, language: "de") }

    override func setUpWithError() throws {
        let folder = try Self.folder.get()
        XCTAssertEqual(Translations.bind(domain: Self.domain, localeDirectory: folder), folder)
    }

    func testARunTimeStringIsTranslated() {
        TestTranslations.withLanguage("de") {
            XCTAssertEqual(Translations.translate("Start"), "Starten")
            XCTAssertEqual(Translations.translate("Stop"), "Stop")
        }
    }

    func testAStringWithNoTranslationIsAsWritten() {
        TestTranslations.withLanguage("de") {
            XCTAssertEqual(tr("Pause"), "Pause")
            XCTAssertEqual(tr("Pause", context: "timer status"), "Pause")
        }
    }

    func testTheContextTellsTheSameWordsApart() {
        TestTranslations.withLanguage("de") {
            XCTAssertEqual(tr("Reset"), "Zurücksetzen")
            XCTAssertEqual(tr("Reset", context: "timer status"), "Zurückgesetzt")
            XCTAssertEqual(tr("Start", context: "timer status"), "Start", "a context is a different message")
        }
    }

    func testThePluralFormFollowsTheCountWhichReplacesCountPlaceholders() {
        TestTranslations.withLanguage("de") {
            XCTAssertEqual(tr("{count} task left", plural: "{count} tasks left", count: 0), "0 Aufgaben übrig")
            XCTAssertEqual(tr("{count} day", plural: "{count} days", count: 1, context: "duration"), "1 Tag")
            XCTAssertEqual(tr("{count} day", plural: "{count} days", count: 2, context: "duration"), "2 Tage")
        }
    }

    func testAnUntranslatedPluralPicksEnglishsForm() {
        TestTranslations.withLanguage("de") {
            XCTAssertEqual(tr("{count} week", plural: "{count} weeks", count: 1), "1 week")
            XCTAssertEqual(tr("{count} week", plural: "{count} weeks", count: 5), "5 weeks")
            XCTAssertEqual(tr("{count} week", plural: "{count} weeks", count: 1, context: "duration"), "1 week")
            XCTAssertEqual(tr("{count} week", plural: "{count} weeks", count: -2, context: "duration"), "-2 weeks")
        }
    }

    func testEnglishWhenTheLanguageHasNoCatalog() {
        TestTranslations.withLanguage("fr") {
            XCTAssertEqual(tr("Start"), "Start")
            XCTAssertEqual(tr("{count} day", plural: "{count} days", count: 2, context: "duration"), "2 days")
        }
    }

    func testAOneCharacterMessage() {
        TestTranslations.withLanguage("de") { XCTAssertEqual(tr("x"), "x") }
    }

    func testTheEnvironmentVariableNamesTheLocaleFolderFirst() {
        setenv(Translations.localeDirectoryVariable, "/opt/example/locale", 1)
        defer { unsetenv(Translations.localeDirectoryVariable) }
        XCTAssertEqual(Translations.localeDirectory(for: "anything"), "/opt/example/locale")
    }

    /// The test binary is in .build/<config>: its `locale` folder counts only with a catalog
    /// of the domain, and `../share/locale` (.build/share/locale) is not there.
    func testABuildFolderWithoutTheDomainsCatalogIsNotChosen() {
        unsetenv(Translations.localeDirectoryVariable)
        XCTAssertNil(Translations.localeDirectory(for: "combinegtk-no-such-domain"))
    }
}
