/// Maps GIR types to Swift types, or says why it cannot (yet).
///
/// GLib's fundamental types map to Swift's numbers, `Bool` and `String`: every C integer to
/// `Int` (the generated call checks that a value fits on the way into C), except where the
/// width is the meaning: `guint32` stays `UInt32` (GDK's event timestamps), `guint64`
/// `UInt64` (sizes on the wire); `gunichar` is a `Unicode.Scalar`; a `filename` is a
/// `String` (UTF-8, GLib's default file-name encoding). A `GStrv`
/// (`utf8` array, NULL-terminated) to `[String]`; aliases to what they alias; any type in
/// `registry` to its generated Swift type. Everything else is unmapped with a reason that
/// names the GIR type and what it is (class, record, callback …), so coverage can list it.
public struct TypeMapper {
    public let library: GIRLibrary
    public let registry: SwiftTypeRegistry
    /// The namespace unqualified names belong to (`"Gtk"`).
    public let namespace: String

    /// The namespaces whose types this namespace's code names qualified by their module
    /// (`CombineGTK.Window`): CombineGTK's, for a namespace generated into another module
    /// with a Swift namespace of its own (`Adw`), where `Window` could be `Adw.Window`.
    public let qualifiedNamespaces: Set<String>

    public init(library: GIRLibrary, registry: SwiftTypeRegistry, namespace: String, qualifiedNamespaces: Set<String> = []) {
        self.library = library
        self.registry = registry
        self.namespace = namespace
        self.qualifiedNamespaces = qualifiedNamespaces
    }

    private static let int = SwiftType("Int", kind: .integer)

    static let fundamentals: [String: SwiftType] = [
        "none": SwiftType("Void", kind: .void),
        "gboolean": SwiftType("Bool", kind: .bool),
        "gint8": int, "guint8": int, "gint16": int, "guint16": int, "gint": int, "guint": int, "gint32": int,
        "gint64": int, "glong": int, "gulong": int, "gssize": int, "gsize": int,
        "guint32": SwiftType("UInt32", kind: .integer), "guint64": SwiftType("UInt64", kind: .integer),
        "gunichar": SwiftType("Unicode.Scalar", kind: .unicodeScalar),
        "gfloat": SwiftType("Float", kind: .floatingPoint), "gdouble": SwiftType("Double", kind: .floatingPoint),
        "utf8": SwiftType("String", kind: .string),
        // File names are bytes in the file system's encoding; GLib's own default for that
        // encoding is UTF-8 (G_FILENAME_ENCODING unset), which this assumes: a Swift path goes
        // to C as its UTF-8 bytes, and a name that is not UTF-8 comes back repaired (U+FFFD).
        "filename": SwiftType("String", kind: .string),
    ]

    static let unmappedFundamentals: [String: String] = [
        "gpointer": "an untyped pointer has no Swift value type",
        "gconstpointer": "an untyped pointer has no Swift value type",
        "GType": "a GType is a runtime type id, not a value users handle",
        "gchar": "a single C char has no Swift text type",
        "guchar": "a single C char has no Swift text type",
        "va_list": "a va_list cannot be made in Swift",
    ]

    /// The Swift type for `type`; optional when `isNullable`.
    public func map(_ type: TypeReference, isNullable: Bool = false) -> TypeMapping {
        switch type {
        case .varargs:
            return .unmapped(because: "C variadic arguments cannot be called from Swift")
        case .array(let array):
            if array.name == nil, array.isZeroTerminated, case .named(TypeName("utf8")?, _, _) = array.element {
                return .mapped(SwiftType("[String]", kind: .stringArray, isOptional: isNullable))
            }
            return .unmapped(because: "arrays other than NULL-terminated string arrays are not mapped yet (\(describe(type)))")
        case .named(let name, _, let elements):
            guard let name else {
                return .unmapped(because: "the GIR gives only the C type \(type.cType ?? "?")")
            }
            if !elements.isEmpty {
                return .unmapped(because: "containers (\(name)) are not mapped yet")
            }
            return map(name, isNullable: isNullable, seen: [])
        }
    }

    private func map(_ name: TypeName, isNullable: Bool, seen: Set<TypeName>) -> TypeMapping {
        if name.namespace == nil {
            if let type = Self.fundamentals[name.name] { return .mapped(type.optional(isNullable && type.kind == .string)) }
            if let reason = Self.unmappedFundamentals[name.name] { return .unmapped(because: reason) }
        }
        let qualified = name.qualified(in: namespace)
        if var type = registry.swiftType(for: qualified) {
            if let typeNamespace = qualified.namespace, qualifiedNamespaces.contains(typeNamespace) {
                type = SwiftType("\(GenerationContext.mainModule).\(type.name)", kind: type.kind, isOptional: type.isOptional)
            }
            // Enumerations and flags are values: never NULL, whatever the GIR says.
            return .mapped(type.optional(isNullable && [.object, .interface, .boxed, .boxedRecord, .structRecord].contains(type.kind)))
        }
        guard let definition = library.definition(of: qualified, in: namespace) else {
            return .unmapped(because: "\(qualified) is not a type the loaded GIR files define")
        }
        switch definition {
        case .alias(let alias):
            guard !seen.contains(qualified), case .named(let target?, _, []) = alias.target else {
                return .unmapped(because: "alias \(qualified) is not of a plain named type")
            }
            return map(target.namespace == nil && Self.isFundamental(target.name) ? target : target.qualified(in: qualified.namespace ?? namespace),
                       isNullable: isNullable, seen: seen.union([qualified]))
        case .class: return .unmapped(because: "class \(qualified) has no generated wrapper yet")
        case .interface: return .unmapped(because: "interface \(qualified) has no generated protocol yet")
        case .record(let record):
            return .unmapped(because: record.getType == nil
                ? "record \(qualified) is a plain C struct" : "boxed type \(qualified) is not among the records generated")
        case .enumeration(let enumeration):
            return .unmapped(because: enumeration.getType == nil
                ? "\(enumeration.kind.rawValue) \(qualified) has no GType"
                : "\(enumeration.kind.rawValue) \(qualified) is not generated yet")
        case .callback: return .unmapped(because: "callback \(qualified) cannot be passed as a Swift closure yet")
        }
    }

    private static func isFundamental(_ name: String) -> Bool {
        fundamentals[name] != nil || unmappedFundamentals[name] != nil
    }

    private func describe(_ type: TypeReference) -> String {
        type.cType ?? "array"
    }
}
