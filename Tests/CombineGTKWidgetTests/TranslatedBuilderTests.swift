import XCTest
import Foundation
import CGtk
import CombineGTKTesting
import CombineGTK

/// A `.ui` file's `translatable="yes"` strings are translated in the domain
/// `Translations.bind(domain:)` made the program's, with their `context`, like `tr`'s.
/// GtkBuilder through C here: the generated `Builder` (issue 23, part 4) builds on the same
/// `gtk_builder_new_from_string`, whose domain is the program's unless the file names one.
final class TranslatedBuilderTests: XCTestCase {
    private static let domain = "combinegtk-builder-tests"

    func testTranslatableStringsOfAUIFileUseTheProgramsDomain() throws {
        try Display.require()
        // counter-timer's German catalog, which has both messages.
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../po/de.po")
        let folder = try TestTranslations.compile(String(contentsOf: catalog, encoding: .utf8), domain: Self.domain, language: "de")
        Translations.bind(domain: Self.domain, localeDirectory: folder)
        let xml = """
            <interface>
              <object class="GtkLabel" id="start"><property name="label" translatable="yes">Start</property></object>
              <object class="GtkLabel" id="status"><property name="label" translatable="yes" context="timer status">Reset</property></object>
              <object class="GtkLabel" id="fixed"><property name="label">Start</property></object>
            </interface>
            """
        let labels: [String] = MainActor.assumeIsolated {
            TestTranslations.withLanguage("de") {
                let builder = gtk_builder_new_from_string(xml, -1)
                defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
                return ["start", "status", "fixed"].map { id in
                    let label = gtk_builder_get_object(builder, id).map { OpaquePointer($0) }
                    return label.map { String(cString: gtk_label_get_label($0)) } ?? "(no \(id))"
                }
            }
        }
        XCTAssertEqual(labels, ["Starten", "Zurückgesetzt", "Start"])
    }
}
