/// The type of a property, parameter, return value or field, as the GIR spells it.
public indirect enum TypeReference: Hashable, Sendable {
    /// `<type name="gint" c:type="gint"/>`, or a container with element types
    /// (`<type name="GLib.List"><type name="Widget"/></type>`). The name is nil for the few
    /// types the GIR knows only by their C spelling (`<type c:type="GtkFoo*"/>`).
    case named(TypeName?, cType: String?, elements: [TypeReference])
    /// `<array>`: a C array (name nil) or a `GLib.Array`/`GLib.PtrArray`/`GLib.ByteArray`.
    case array(ArrayType)
    /// `<varargs/>`: a C variadic argument list, never callable from Swift.
    case varargs

    /// The GIR type name, when this is a named type.
    public var name: TypeName? {
        if case .named(let name, _, _) = self { return name }
        return nil
    }

    /// The C spelling, when the GIR gives one (`"GtkWidget*"`, `"const char*"`).
    public var cType: String? {
        switch self {
        case .named(_, let cType, _): cType
        case .array(let array): array.cType
        case .varargs: nil
        }
    }
}

/// An `<array>` type: its element type and how its length is known.
public struct ArrayType: Hashable, Sendable {
    /// `GLib.Array`, `GLib.PtrArray` or `GLib.ByteArray`; nil for a plain C array.
    public var name: TypeName?
    public var cType: String?
    public var element: TypeReference
    /// The index of the parameter holding the length, when one does.
    public var lengthParameter: Int?
    public var isZeroTerminated: Bool
    public var fixedSize: Int?

    public init(name: TypeName?, cType: String?, element: TypeReference, lengthParameter: Int?, isZeroTerminated: Bool, fixedSize: Int?) {
        self.name = name
        self.cType = cType
        self.element = element
        self.lengthParameter = lengthParameter
        self.isZeroTerminated = isZeroTerminated
        self.fixedSize = fixedSize
    }
}
