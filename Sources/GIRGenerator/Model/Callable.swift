/// Something callable: a `<method>`, `<constructor>`, `<function>`, `<virtual-method>` or
/// `<callback>`. Signals are `Signal`s.
public struct Callable: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case method, constructor, function
        case virtualMethod = "virtual-method"
        case callback
    }

    public var kind: Kind
    public var name: String
    /// The C function (`gtk_widget_show`); nil for virtual methods and callbacks.
    public var cIdentifier: String?
    /// The object or struct the method is called on; nil unless `kind` is `.method` or
    /// `.virtualMethod`.
    public var instanceParameter: Parameter?
    public var parameters: [Parameter]
    public var returnValue: ReturnValue
    /// `throws="1"`: a trailing `GError **` the GIR leaves out of `parameters`.
    public var isThrowing: Bool
    /// `shadowed-by`: the callable bindings should expose instead of this one.
    public var shadowedBy: String?
    /// `shadows`: the callable this one replaces in bindings.
    public var shadows: String?
    /// For a virtual method, the method that invokes it.
    public var invoker: String?
    /// `glib:set-property` / `glib:get-property`: the property this method sets or gets.
    public var setsProperty: String?
    public var getsProperty: String?
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        kind: Kind, name: String, cIdentifier: String? = nil, instanceParameter: Parameter? = nil,
        parameters: [Parameter] = [], returnValue: ReturnValue = .none, isThrowing: Bool = false, shadowedBy: String? = nil, shadows: String? = nil,
        invoker: String? = nil, setsProperty: String? = nil, getsProperty: String? = nil, info: ElementInfo = ElementInfo()
    ) {
        self.kind = kind
        self.name = name
        self.cIdentifier = cIdentifier
        self.instanceParameter = instanceParameter
        self.parameters = parameters
        self.returnValue = returnValue
        self.isThrowing = isThrowing
        self.shadowedBy = shadowedBy
        self.shadows = shadows
        self.invoker = invoker
        self.setsProperty = setsProperty
        self.getsProperty = getsProperty
        self.info = info
    }
}

extension Callable {
    /// The types of its parameters and result, in that order.
    var types: [TypeReference] { parameters.map(\.type) + [returnValue.type] }
}
