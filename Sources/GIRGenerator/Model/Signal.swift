/// A `<glib:signal>`.
public struct Signal: Hashable, Sendable {
    /// `when`: the phase in which the class handler runs.
    public enum Phase: String, Hashable, Sendable {
        case first, last, cleanup
    }

    /// GTK's name, with dashes (`"state-set"`).
    public var name: String
    /// The arguments after the emitting instance.
    public var parameters: [Parameter]
    public var returnValue: ReturnValue
    public var phase: Phase?
    /// `detailed="1"`: connectable as `name::detail`.
    public var isDetailed: Bool
    /// `action="1"`: meant to be emitted by code and key bindings.
    public var isAction: Bool
    public var isNoRecurse: Bool
    public var isNoHooks: Bool
    /// Documentation, deprecation, version, introspectability.
    public var info: ElementInfo

    public init(
        name: String, parameters: [Parameter] = [], returnValue: ReturnValue = .none, phase: Phase? = nil,
        isDetailed: Bool = false, isAction: Bool = false, isNoRecurse: Bool = false, isNoHooks: Bool = false, info: ElementInfo = ElementInfo()
    ) {
        self.name = name
        self.parameters = parameters
        self.returnValue = returnValue
        self.phase = phase
        self.isDetailed = isDetailed
        self.isAction = isAction
        self.isNoRecurse = isNoRecurse
        self.isNoHooks = isNoHooks
        self.info = info
    }
}
