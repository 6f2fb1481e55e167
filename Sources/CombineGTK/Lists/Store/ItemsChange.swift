/// One `items-changed`: at `position`, `removed` items went and `added` came.
public struct ItemsChange: Equatable, Sendable {
    /// Where the change starts.
    public var position: Int
    /// How many items went from there.
    public var removed: Int
    /// How many items came in their place.
    public var added: Int

    /// The change at `position` of `removed` items for `added` ones.
    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }
}
