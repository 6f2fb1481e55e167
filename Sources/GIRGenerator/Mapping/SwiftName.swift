/// How GIR names become Swift names.
///
/// - Members: GIR's `snake_case` (or GLib's `kebab-case` nick) becomes `lowerCamelCase`:
///   `baseline_fill` → `baselineFill`.
/// - A member name that would start with a digit (`2d` in `Gsk.TransformCategory`) keeps the
///   last word of its type's name in front, lower-cased: `category2d`, `category2dAffine`.
/// - Swift keywords are written in backticks where they are declared and used
///   (`` `default` ``, `` `true` ``); the name itself stays GTK's word.
public enum SwiftName {
    /// Words that need backticks as identifiers. Some are only contextual keywords; quoting
    /// them anyway is harmless and keeps the rule simple.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// `"baseline_fill"` or `"baseline-fill"` → `"baselineFill"`.
    public static func lowerCamelCase(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = words.first else { return name }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `"baseline_fill"` → `"BaselineFill"`.
    public static func upperCamelCase(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { capitalized(String($0)) }.joined()
    }

    /// The Swift name of a member `girName` of the type `typeName`, unescaped.
    public static func memberName(_ girName: String, ofType typeName: String) -> String {
        let name = lowerCamelCase(girName)
        guard let first = name.first, first.isNumber else { return name }
        return lastWord(of: typeName).lowercased() + name
    }

    /// `identifier` as it must be written in source: in backticks when it is a keyword.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The last word of an UpperCamelCase name: `"TransformCategory"` → `"Category"`.
    static func lastWord(of typeName: String) -> String {
        var start = typeName.startIndex
        var previous: Character?
        for index in typeName.indices {
            let character = typeName[index]
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                start = index
            }
            previous = character
        }
        return String(typeName[start...])
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
