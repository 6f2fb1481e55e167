/// Writes a namespace's `Coverage.md`: the coverage figures, then every property, signal,
/// method and constructor of a generated type of the namespace that has no generated API,
/// with the reason, by type, and the types not generated.
enum CoverageFileEmitter {
    static func emit(_ coverage: CoverageReport, surface: GeneratedSurface, context: GenerationContext) -> GeneratedFile {
        var lines = [
            "<!-- \(context.header.dropFirst(3)) -->",
            "# What the generated surface covers",
            "",
            "```",
            coverage.text.trimmingCharacters(),
            "```",
            "",
            "Hand-written: the Swift name is taken by a hand-written member of the same type, which",
            "covers it. Everything else that is not generated is listed below, with the reason.",
        ]
        let own = "\(coverage.namespace)."
        let byType = Dictionary(grouping: surface.unmapped.keys.filter { $0.hasPrefix(own) }, by: typePart)
        for type in byType.keys.sorted() {
            lines += ["", "## \(type)", ""]
            for key in byType[type]!.sorted() {
                lines.append("- `\(key.dropFirst(type.count))`: \(surface.unmapped[key]!)")
            }
        }
        let skipped = surface.skippedTypes.filter { $0.key.namespace == coverage.namespace }
        if !skipped.isEmpty {
            lines += ["", "## Types not generated", ""]
            for (type, reason) in skipped.sorted(by: { $0.key < $1.key }) {
                lines.append("- `\(type)`: \(reason)")
            }
        }
        return GeneratedFile(path: "Coverage.md", contents: lines.joined(separator: "\n") + "\n")
    }
}

/// `Gtk.Widget` of `Gtk.Widget:halign`, `Gtk.Widget::destroy` or `Gtk.Widget.show`.
private func typePart(_ key: String) -> String {
    let afterNamespace = key.index(after: key.firstIndex(of: ".") ?? key.startIndex)
    let end = key[afterNamespace...].firstIndex { $0 == ":" || $0 == "." } ?? key.endIndex
    return String(key[..<end])
}

private extension String {
    func trimmingCharacters() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
