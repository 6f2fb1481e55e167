/// An `<alias>`: a C typedef of another type (`GtkAllocation` = `GdkRectangle`).
public struct Alias: Hashable, Sendable {
    public var name: String
    public var cType: String?
    public var target: TypeReference
    public var doc: String?

    public init(name: String, cType: String? = nil, target: TypeReference, doc: String? = nil) {
        self.name = name
        self.cType = cType
        self.target = target
        self.doc = doc
    }
}
