/// A `<record>`: a C struct, boxed when it has a GType (`GdkRGBA`, `GtkTextIter`), or a
/// class or interface struct (`GtkWidgetClass`).
public struct Record: Hashable, Sendable {
    public var name: String
    public var cType: String?
    public var glibTypeName: String?
    /// Present for boxed types.
    public var getType: String?
    /// `glib:is-gtype-struct-for`: the class or interface this is the class struct of.
    public var isGTypeStructFor: String?
    /// `disguised="1"` or `opaque="1"`: no fields visible to bindings.
    public var isOpaque: Bool
    /// The C struct's members, when the GIR shows them (private ones included).
    public var fields: [Field]
    public var constructors: [Callable]
    public var methods: [Callable]
    public var functions: [Callable]
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        name: String, cType: String? = nil, glibTypeName: String? = nil, getType: String? = nil,
        isGTypeStructFor: String? = nil, isOpaque: Bool = false, fields: [Field] = [], constructors: [Callable] = [],
        methods: [Callable] = [], functions: [Callable] = [], info: ElementInfo = ElementInfo()
    ) {
        self.name = name
        self.cType = cType
        self.glibTypeName = glibTypeName
        self.getType = getType
        self.isGTypeStructFor = isGTypeStructFor
        self.isOpaque = isOpaque
        self.fields = fields
        self.constructors = constructors
        self.methods = methods
        self.functions = functions
        self.info = info
    }
}
