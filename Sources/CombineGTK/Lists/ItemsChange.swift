/// One `items-changed`: at `position`, `removed` items went and `added` came.
public struct ItemsChange: Equatable, Sendable {
    public var position: Int
    public var removed: Int
    public var added: Int

    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }
}
