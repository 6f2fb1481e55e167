/// A GObject property (`<property>`), as a class or interface declares it.
public struct Property: Hashable, Sendable {
    /// GTK's name, with dashes (`"has-focus"`).
    public var name: String
    public var type: TypeReference
    /// Readable unless the GIR says `readable="0"`.
    public var isReadable: Bool
    public var isWritable: Bool
    /// `construct="1"`: set during construction (and possibly later).
    public var isConstruct: Bool
    /// `construct-only="1"`: only at construction.
    public var isConstructOnly: Bool
    public var transfer: Transfer
    /// The accessor methods the GIR names (`getter="get_has_frame"`).
    public var getter: String?
    public var setter: String?
    /// `default-value`, as the GIR spells it (`"GTK_ALIGN_FILL"`, `"TRUE"`, `"0"`).
    public var defaultValue: String?
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        name: String, type: TypeReference, isReadable: Bool = true, isWritable: Bool = false,
        isConstruct: Bool = false, isConstructOnly: Bool = false, transfer: Transfer = .none,
        getter: String? = nil, setter: String? = nil, defaultValue: String? = nil, info: ElementInfo = ElementInfo()
    ) {
        self.name = name
        self.type = type
        self.isReadable = isReadable
        self.isWritable = isWritable
        self.isConstruct = isConstruct
        self.isConstructOnly = isConstructOnly
        self.transfer = transfer
        self.getter = getter
        self.setter = setter
        self.defaultValue = defaultValue
        self.info = info
    }

    /// Writable after construction: what a binder or a settable Swift property needs.
    public var isSettable: Bool { isWritable && !isConstructOnly }
}
