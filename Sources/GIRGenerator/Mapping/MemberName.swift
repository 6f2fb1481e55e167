/// A member's name as Swift sees it for clashes: its base name, and for functions and
/// initializers its argument labels (`append(_:)`, `init(label:)`).
public struct MemberName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `"append"`, `"text"`, `"init"`, unescaped.
    public let base: String
    /// The argument labels (`"_"` for none) of a function or initializer; nil for a
    /// property or a nested type.
    public let labels: [String]?

    public init(_ base: String, labels: [String]? = nil) {
        self.base = base
        self.labels = labels
    }

    /// Reads the spelling `description` writes: `text` (a property or nested type), `text()`,
    /// `append(_:)`, `init(label:_:)`; nil for anything else.
    public init?(spelling: String) {
        func isIdentifier(_ word: Substring) -> Bool {
            guard let first = word.first, !first.isNumber else { return false }
            return word.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
        guard let open = spelling.firstIndex(of: "(") else {
            guard isIdentifier(spelling[...]) else { return nil }
            self.init(spelling)
            return
        }
        let base = spelling[..<open]
        let inside = spelling[spelling.index(after: open)...]
        guard isIdentifier(base), inside.last == ")" else { return nil }
        let labels = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        // `a:b:` splits into "a", "b" and a last empty piece; `()` into one empty piece.
        guard labels.last == "", labels.dropLast().allSatisfy(isIdentifier) else { return nil }
        self.init(String(base), labels: labels.dropLast().map(String.init))
    }

    /// `append(_:)`, `init(label:)`, `text`.
    public var description: String {
        labels.map { "\(base)(\($0.map { "\($0):" }.joined()))" } ?? base
    }

    /// Whether both cannot be declared in one type, or in a class and its subclass without
    /// `override` or ambiguity: functions clash when their labels are the same too; a
    /// property clashes with another property and with a function of no arguments
    /// (`text` and `text()`), not with one that takes some (`first` and `first(where:)`).
    public func clashes(with other: MemberName) -> Bool {
        guard base == other.base else { return false }
        switch (labels, other.labels) {
        case (nil, nil): return true
        case (nil, let labels?), (let labels?, nil): return labels.isEmpty
        case (let labels?, let otherLabels?): return labels == otherLabels
        }
    }

    public static func < (lhs: MemberName, rhs: MemberName) -> Bool { lhs.description < rhs.description }
}
