/// A `<member>` of an enumeration or bitfield.
public struct EnumerationMember: Hashable, Sendable {
    /// The GIR's name, lower case with underscores (`"baseline"`, `"dir_ltr"`).
    public var name: String
    /// The C constant (`"GTK_ALIGN_BASELINE"`).
    public var cIdentifier: String?
    /// `glib:nick`, GLib's short name (`"dir-ltr"`).
    public var nick: String?
    /// The C value. Bitfield members are unsigned; an `Int64` holds both.
    public var value: Int64
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(name: String, cIdentifier: String? = nil, nick: String? = nil, value: Int64, info: ElementInfo = ElementInfo()) {
        self.name = name
        self.cIdentifier = cIdentifier
        self.nick = nick
        self.value = value
        self.info = info
    }
}
