/// A `<class>`: a GObject class (or another instantiatable fundamental type, such as
/// `GtkExpression`).
public struct Class: Hashable, Sendable {
    public var name: String
    /// The C instance struct (`"GtkButton"`).
    public var cType: String?
    /// `glib:type-name`, the GType's name (usually `cType`).
    public var glibTypeName: String?
    /// `glib:get-type`, the function returning the GType (`"gtk_button_get_type"`).
    public var getType: String?
    /// The parent class; nil for a root (`GObject.Object`, fundamental types).
    public var parent: TypeName?
    public var isAbstract: Bool
    /// `final="1"`: no subclasses.
    public var isFinal: Bool
    /// `glib:fundamental="1"`: a fundamental type that is not a GObject (`GtkExpression`).
    public var isFundamental: Bool
    /// The interfaces it implements, in GIR order.
    public var implements: [TypeName]
    public var constructors: [Callable]
    /// Methods, functions, virtual methods, properties and signals it declares itself.
    public var members: ObjectMembers
    /// `glib:type-struct`, the class struct's record name (`"ButtonClass"`).
    public var typeStruct: String?
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        name: String, cType: String? = nil, glibTypeName: String? = nil, getType: String? = nil,
        parent: TypeName? = nil, isAbstract: Bool = false, isFinal: Bool = false, isFundamental: Bool = false,
        implements: [TypeName] = [], constructors: [Callable] = [],
        members: ObjectMembers = ObjectMembers(), typeStruct: String? = nil, info: ElementInfo = ElementInfo()
    ) {
        self.name = name
        self.cType = cType
        self.glibTypeName = glibTypeName
        self.getType = getType
        self.parent = parent
        self.isAbstract = isAbstract
        self.isFinal = isFinal
        self.isFundamental = isFundamental
        self.implements = implements
        self.constructors = constructors
        self.members = members
        self.typeStruct = typeStruct
        self.info = info
    }
}
