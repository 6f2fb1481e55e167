/// A type's name as the GIR writes it: `"Widget"` inside the Gtk namespace, `"Gdk.Paintable"`
/// from elsewhere, `"gint"` or `"utf8"` for GLib's fundamental types.
public struct TypeName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The namespace when the GIR qualified the name (`"Gdk"`), nil otherwise.
    public let namespace: String?
    public let name: String

    public init(namespace: String?, name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// Splits `"Gdk.Paintable"` at its first dot; `"Widget"` stays unqualified.
    public init(_ text: String) {
        if let dot = text.firstIndex(of: ".") {
            self.init(namespace: String(text[..<dot]), name: String(text[text.index(after: dot)...]))
        } else {
            self.init(namespace: nil, name: text)
        }
    }

    /// The name with its namespace, `namespace` filling in for an unqualified name.
    public func qualified(in namespace: String) -> TypeName {
        self.namespace == nil ? TypeName(namespace: namespace, name: name) : self
    }

    public var description: String { namespace.map { "\($0).\(name)" } ?? name }

    public static func < (lhs: TypeName, rhs: TypeName) -> Bool { lhs.description < rhs.description }
}
