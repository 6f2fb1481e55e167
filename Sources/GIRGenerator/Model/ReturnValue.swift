/// A `<return-value>`.
public struct ReturnValue: Hashable, Sendable {
    public var type: TypeReference
    public var transfer: Transfer
    public var isNullable: Bool
    /// `skip="1"`: bindings should not expose it.
    public var isSkipped: Bool
    public var doc: String?

    public init(type: TypeReference, transfer: Transfer = .none, isNullable: Bool = false, isSkipped: Bool = false, doc: String? = nil) {
        self.type = type
        self.transfer = transfer
        self.isNullable = isNullable
        self.isSkipped = isSkipped
        self.doc = doc
    }

    /// `void`: what a callable without a `<return-value>` returns.
    public static let none = ReturnValue(type: .named(TypeName("none"), cType: "void", elements: []))

    /// Whether it returns nothing.
    public var isVoid: Bool { type.name == TypeName("none") }
}
