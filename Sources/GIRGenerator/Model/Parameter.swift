/// A `<parameter>` (or `<instance-parameter>`) of a method, constructor, function, callback
/// or signal.
public struct Parameter: Hashable, Sendable {
    public var name: String
    public var type: TypeReference
    public var direction: Direction
    /// `nullable="1"`, or `allow-none="1"` on an in parameter (the older spelling).
    public var isNullable: Bool
    /// `optional="1"`: an out parameter the caller may pass NULL for.
    public var isOptional: Bool
    public var callerAllocates: Bool
    public var transfer: Transfer
    /// For a callback: the index of its user-data parameter.
    public var closure: Int?
    /// For a callback: the index of its destroy-notify parameter.
    public var destroy: Int?
    public var scope: Scope?
    public var doc: String?

    public init(
        name: String, type: TypeReference, direction: Direction = .in, isNullable: Bool = false,
        isOptional: Bool = false, callerAllocates: Bool = false, transfer: Transfer = .none,
        closure: Int? = nil, destroy: Int? = nil, scope: Scope? = nil, doc: String? = nil
    ) {
        self.name = name
        self.type = type
        self.direction = direction
        self.isNullable = isNullable
        self.isOptional = isOptional
        self.callerAllocates = callerAllocates
        self.transfer = transfer
        self.closure = closure
        self.destroy = destroy
        self.scope = scope
        self.doc = doc
    }
}
