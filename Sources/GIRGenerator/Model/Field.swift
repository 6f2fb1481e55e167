/// A `<field>` of a record: a member of its C struct.
public struct Field: Hashable, Sendable {
    public var name: String
    /// nil for a function pointer (`<callback>`), which no binding reads as a value.
    public var type: TypeReference?
    /// `private="1"`: C code outside the library must not touch it (`GtkTextIter`'s dummies).
    public var isPrivate: Bool
    /// `readable="0"` makes it unreadable; fields are readable unless the GIR says otherwise.
    public var isReadable: Bool
    /// `writable="1"`.
    public var isWritable: Bool
    public var info: ElementInfo

    public init(name: String, type: TypeReference?, isPrivate: Bool = false, isReadable: Bool = true, isWritable: Bool = false,
                info: ElementInfo = ElementInfo()) {
        self.name = name
        self.type = type
        self.isPrivate = isPrivate
        self.isReadable = isReadable
        self.isWritable = isWritable
        self.info = info
    }
}
