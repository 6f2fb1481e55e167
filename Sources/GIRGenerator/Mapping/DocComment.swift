/// GIR documentation turned into Swift doc comments: the first paragraph only, with
/// gi-docgen and gtk-doc markup made plain.
///
/// - `[class@Gtk.Widget]` → `Widget` (types: `class`, `iface`, `struct`, `enum`, `flags`,
///   `error`, `callback`, `alias`, `type`): the namespace being generated is dropped, others
///   stay: `[class@Gdk.Texture]` → `Gdk.Texture`.
/// - `[method@Gtk.Widget.show]` → `` `Widget.show()` `` (also `ctor`, `func`, `vfunc`);
///   `[property@Gtk.Widget:halign]` → `` `Widget:halign` ``, `[signal@Gtk.Widget::destroy]`
///   → `` `Widget::destroy` ``, `[id@gtk_widget_show]` and `[const@…]` → code voice.
/// - `%TRUE`, `%FALSE`, `%NULL` → `true`, `false`, `nil`; `%GTK_ALIGN_FILL` →
///   `` `GTK_ALIGN_FILL` ``; `#GtkWidget` → `GtkWidget`; `@parameter` → `` `parameter` ``.
/// - Images (`![](layout-lrtb.png)`) are left out: their files are not in the package.
public enum DocComment {
    /// The comment lines (without `///`) for raw GIR text of `namespace`; empty for nil or
    /// blank text.
    public static func lines(for raw: String?, in namespace: String) -> [String] {
        guard let raw else { return [] }
        let paragraph = cleaned(firstParagraph(of: raw), in: namespace)
        return paragraph.isEmpty ? [] : paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The text up to its first blank line, each line trimmed.
    public static func firstParagraph(of text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed) {
            if line.isEmpty {
                if lines.isEmpty { continue }
                break
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `text`, from the GIR of `namespace`, with its markup made plain (see the type's
    /// documentation).
    public static func cleaned(_ text: String, in namespace: String) -> String {
        var text = text
        // Each check first: most GIR paragraphs have no markup, and a regex literal is compiled
        // anew each time it is evaluated. (Kept in statics, the regexes' syntax trees would
        // outlive the tests, where LeakSanitizer cannot follow Swift's tagged enum payloads.)
        if text.contains("![") { text = text.replacing(#/!\[[^\]]*\]\([^)]*\)/#, with: "") }
        if text.contains("@") {
            text = text.replacing(#/\[(\w+)@([^\]\s]+)\]/#) { match in
                link(kind: String(match.output.1), target: String(match.output.2), namespace: namespace)
            }
        }
        if text.contains("%") {
            text = text.replacing(#/%(TRUE|FALSE|NULL)\b/#) { match in
                switch match.output.1 {
                case "TRUE": "true"
                case "FALSE": "false"
                default: "nil"
                }
            }
            text = text.replacing(#/%([A-Z][A-Z0-9_]*)/#) { "`\($0.output.1)`" }
        }
        if text.contains("#") { text = text.replacing(#/#([A-Z][A-Za-z0-9_]*)/#) { String($0.output.1) } }
        if text.contains("@") {
            text = text.replacing(#/(^|[\s(])@([a-z_][a-z0-9_]*)/#.anchorsMatchLineEndings()) { match in "\(match.output.1)`\(match.output.2)`" }
        }
        return text
    }

    /// A one-line message for `@available(*, deprecated, message:)`, as a string literal's
    /// contents (quotes and backslashes escaped).
    public static func deprecationMessage(_ deprecation: Deprecation, in namespace: String) -> String {
        var message = lines(for: deprecation.doc, in: namespace).joined(separator: " ")
        if message.isEmpty {
            message = deprecation.version.map { "Deprecated since \(library(namespace)) \($0)." } ?? "Deprecated."
        } else if let version = deprecation.version {
            message = "Since \(library(namespace)) \(version): \(message)"
        }
        return message.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }

    /// How versions of `namespace` are named: `GTK 4.10`, `Gdk 4.10`, `libadwaita 1.2`.
    static func library(of namespace: String) -> String {
        switch namespace {
        case "Gtk": "GTK"
        case "Adw": "libadwaita"
        default: namespace
        }
    }

    private static func library(_ namespace: String) -> String { library(of: namespace) }

    /// Whose C type or function a generated declaration wraps, in its doc comment: `GTK's`
    /// for GTK and the libraries under it (as the files have always said), `libadwaita's`.
    static func owner(of namespace: String) -> String {
        namespace == "Adw" ? "libadwaita's" : "GTK's"
    }

    /// The namespaces whose generated doc comments say which version added each element:
    /// libadwaita's, a product apps take up on its own, generated from whatever Adw-1.gir is
    /// installed (1.2 on Debian 12), so a member a newer one added says so. GTK's stay as they
    /// were: CombineGTK needs the GTK it was generated from.
    static let namespacesWithSince: Set<String> = ["Adw"]

    /// `["", "Since libadwaita 1.2."]` for an element of such a namespace with a `version`;
    /// empty otherwise.
    static func since(_ info: ElementInfo, in namespace: String) -> [String] {
        guard namespacesWithSince.contains(namespace), let version = info.version else { return [] }
        return ["", "Since \(library(of: namespace)) \(version)."]
    }

    private static let typeKinds: Set<String> = ["class", "iface", "struct", "enum", "flags", "error", "callback", "alias", "type"]
    private static let callableKinds: Set<String> = ["method", "ctor", "func", "vfunc"]

    private static func link(kind: String, target: String, namespace: String) -> String {
        let name = target.hasPrefix("\(namespace).") ? String(target.dropFirst(namespace.count + 1)) : target
        if typeKinds.contains(kind) { return name }
        if callableKinds.contains(kind) { return "`\(name)()`" }
        return "`\(name)`"
    }

    private static func trimmed(_ line: Substring) -> Substring {
        let start = line.firstIndex { !$0.isWhitespace } ?? line.endIndex
        let end = line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? start
        return start < end ? line[start..<end] : ""
    }
}
