/// Builds Swift source line by line, with indentation.
struct SourceWriter {
    private(set) var lines: [String] = []
    private var indentation = ""

    /// Appends `text` at the current indentation (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Appends `///` lines; nothing for no lines.
    mutating func doc(_ comment: [String]) {
        for text in comment { line(text.isEmpty ? "///" : "/// \(text)") }
    }

    /// `opening {`, the body one level in, then `}`.
    mutating func block(_ opening: String, _ body: (inout SourceWriter) -> Void) {
        nested(opening: "\(opening) {", closing: "}", body)
    }

    /// The `opening` line, the body one level in, then the `closing` line.
    mutating func nested(opening: String, closing: String, _ body: (inout SourceWriter) -> Void) {
        line(opening)
        let outer = indentation
        indentation += "    "
        body(&self)
        indentation = outer
        line(closing)
    }

    /// The source, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
