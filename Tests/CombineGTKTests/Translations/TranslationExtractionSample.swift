import CombineGTK

// The Swift that TranslationExtractionTests runs scripts/xgettext-swift on: every marked
// form, and the unmarked strings around them that must stay out of the .pot. Compiled with
// the tests, so each marked call is real CombineGTK API.

enum TranslationExtractionSample {
    static func strings(count: Int, name: String) -> [String] {
        let banner = """
            A "multi-line" string, not marked
            """
        let raw = #"a raw "string", not marked"#
        let interpolated = "Hello \(name), not marked"
        #if DEBUG
        let debug = tr("Marked under #if")
        #else
        let debug = tr("Marked under #else")
        #endif
        return [
            banner, raw, interpolated, debug,
            tr("Start"),
            tr("Open", context: "verb"),
            tr("Open", context: "state"),
            // TRANSLATORS: the number of tasks not done yet.
            tr("{count} task left", plural: "{count} tasks left", count: count),
            tr("{count} day", plural: "{count} days", count: count, context: "duration"),
            tr("Tab\tand \"quotes\" and ü"),
            tr("First") + tr("Second"),
            String(tr("Nested").reversed()),
            Translations.translate(name), // a run-time string: nothing to extract
            "tr(\"In a string\"), not marked", // tr("In a comment"), not marked
        ]
    }
}
