/// What a class or an interface declares itself (not what it inherits): the parts later
/// generation steps turn into typed properties, signal publishers and methods, for both.
public struct ObjectMembers: Hashable, Sendable {
    public var methods: [Callable]
    /// Static functions (`gtk_widget_set_default_direction`).
    public var functions: [Callable]
    public var virtualMethods: [Callable]
    public var properties: [Property]
    public var signals: [Signal]

    public init(methods: [Callable] = [], functions: [Callable] = [], virtualMethods: [Callable] = [],
                properties: [Property] = [], signals: [Signal] = []) {
        self.methods = methods
        self.functions = functions
        self.virtualMethods = virtualMethods
        self.properties = properties
        self.signals = signals
    }
}
