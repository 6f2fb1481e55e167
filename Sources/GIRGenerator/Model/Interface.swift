/// An `<interface>` (`GtkOrientable`, `GtkEditable`).
public struct Interface: Hashable, Sendable {
    public var name: String
    public var cType: String?
    public var glibTypeName: String?
    public var getType: String?
    /// The types an implementor must also be (`GObject.Object`, `Gtk.Widget`).
    public var prerequisites: [TypeName]
    /// Methods, functions, virtual methods, properties and signals it declares itself.
    public var members: ObjectMembers
    public var typeStruct: String?
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        name: String, cType: String? = nil, glibTypeName: String? = nil, getType: String? = nil,
        prerequisites: [TypeName] = [], members: ObjectMembers = ObjectMembers(), typeStruct: String? = nil,
        info: ElementInfo = ElementInfo()
    ) {
        self.name = name
        self.cType = cType
        self.glibTypeName = glibTypeName
        self.getType = getType
        self.prerequisites = prerequisites
        self.members = members
        self.typeStruct = typeStruct
        self.info = info
    }
}
