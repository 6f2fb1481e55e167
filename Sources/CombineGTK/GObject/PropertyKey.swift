/// A GObject property, named once with its owner's GType name and the Swift type it is read
/// and written as. Every widget's property publishers and binders go through a key; the
/// generated classes declare one per property (`Switch.activeProperty`), and
/// `GeneratedSurfaceTests` reads each through GObject to prove GTK has it as typed.
public struct PropertyKey<Value: GValueConvertible>: AnyPropertyKey, Sendable {
    /// The GType that declares the property (`"GtkSwitch"`).
    public let typeName: String
    /// The property's name (`"active"`).
    public let name: String

    /// The key of property `name` declared by the GType named `typeName`.
    public init(_ typeName: String, _ name: String) {
        self.typeName = typeName
        self.name = name
    }

    /// The Swift type the property is read and written as.
    public var valueType: any GValueConvertible.Type { Value.self }
}

/// A `PropertyKey` of any value type, for the table.
public protocol AnyPropertyKey: Sendable {
    /// The GType that declares the property.
    var typeName: String { get }
    /// The property's name.
    var name: String { get }
    /// The Swift type the property is read and written as.
    var valueType: any GValueConvertible.Type { get }
}
