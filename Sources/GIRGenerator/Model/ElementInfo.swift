/// What most GIR elements carry besides their own data: documentation, deprecation, the
/// version that added them, and whether bindings should expose them.
public struct ElementInfo: Hashable, Sendable {
    /// The `<doc>` text, raw gtk-doc markup (`DocComment` makes it plain).
    public var doc: String?
    public var deprecation: Deprecation?
    /// `version`: the library version that added the element.
    public var version: String?
    /// `introspectable="0"` makes this false: bindings should not expose the element as it is.
    public var isIntrospectable: Bool

    public init(doc: String? = nil, deprecation: Deprecation? = nil, version: String? = nil, isIntrospectable: Bool = true) {
        self.doc = doc
        self.deprecation = deprecation
        self.version = version
        self.isIntrospectable = isIntrospectable
    }
}
