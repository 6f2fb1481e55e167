/// An `<enumeration>` or a `<bitfield>` (flags).
public struct Enumeration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// One value at a time (`GtkAlign`): a `GEnum`.
        case enumeration
        /// Bits combined (`GtkStateFlags`): a `GFlags`.
        case bitfield
    }

    public var kind: Kind
    public var name: String
    public var cType: String?
    public var glibTypeName: String?
    /// The GType function; nil for C-only enums GLib does not register (`GtkCssParserError`).
    public var getType: String?
    /// `glib:error-domain`: the `GError` domain quark's name when this lists error codes.
    public var errorDomain: String?
    /// In GIR order.
    public var members: [EnumerationMember]
    /// Functions in the enum's namespace (`gtk_accessible_role_…`).
    public var functions: [Callable]
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        kind: Kind, name: String, cType: String? = nil, glibTypeName: String? = nil, getType: String? = nil,
        errorDomain: String? = nil, members: [EnumerationMember] = [], functions: [Callable] = [], info: ElementInfo = ElementInfo()
    ) {
        self.kind = kind
        self.name = name
        self.cType = cType
        self.glibTypeName = glibTypeName
        self.getType = getType
        self.errorDomain = errorDomain
        self.members = members
        self.functions = functions
        self.info = info
    }
}
