/// How the notes of a notebook are ordered: the GSettings key `sort-order`'s three values.
public enum SortOrder: String, CaseIterable, Sendable {
    /// Most recently modified first.
    case modified
    /// By title, as people read them (case and accents folded, numbers by value).
    case title
    /// Most recently created first.
    case created
}
