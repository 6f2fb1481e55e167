/// `deprecated="1"`, with the version that deprecated it and the GIR's `<doc-deprecated>`.
public struct Deprecation: Hashable, Sendable {
    /// `deprecated-version`, such as `"4.10"`; nil when the GIR does not say.
    public var version: String?
    /// The `<doc-deprecated>` text, raw gtk-doc markup; nil when there is none.
    public var doc: String?

    public init(version: String?, doc: String?) {
        self.version = version
        self.doc = doc
    }
}
