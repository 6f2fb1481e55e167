/// The `out` parameters that are pointers: strings (`char **etag_out` → `String?`), objects (through a `gpointer`
/// local, `objectLocal`) and byte
/// arrays with their length in another `out` parameter (`char **contents, gsize *length` →
/// `[UInt8]`, the length read with it and never shown). Value `out` parameters (numbers,
/// enumerations) are `MemberMapper.output(_:in:)`'s own.
enum OutputMapping {
    /// The Swift type of the local an object `out` parameter (`GObject **source_object`) is
    /// written to: a `gpointer`, whose address `objectOutput(_:)` hands C as the `T **` it takes.
    static let objectLocal = "gpointer?"

    /// The indices of `callable`'s parameters that hold an array parameter's length.
    static func lengthParameters(of callable: Callable) -> Set<Int> {
        Set(callable.parameters.compactMap { parameter in
            if case .array(let array) = parameter.type { return array.lengthParameter }
            return nil
        })
    }

    /// The parameter holding `parameter`'s length, when it is an array that has one.
    static func length(of parameter: Parameter, in callable: Callable) -> Parameter? {
        guard case .array(let array) = parameter.type, let index = array.lengthParameter,
              callable.parameters.indices.contains(index) else { return nil }
        return callable.parameters[index]
    }

    /// A byte array given away with its length (`transfer full`), as `[UInt8]`; nil when
    /// `parameter` is not an array of bytes.
    static func byteArray(_ parameter: Parameter, in callable: Callable) -> Result<(SwiftType, String), Unmapped>? {
        guard case .array(let array) = parameter.type, case .named(let element?, _, _) = array.element,
              ["guint8", "gint8", "gchar", "guchar"].contains(element.name) else { return nil }
        guard let length = length(of: parameter, in: callable), length.direction == .out else {
            return .failure(Unmapped("a byte array without an out length is not mapped yet"))
        }
        guard parameter.transfer == .full else { return .failure(Unmapped("a byte array the callee keeps (transfer \(parameter.transfer.rawValue)) is not mapped yet")) }
        guard let local = pointee(array.cType) else { return .failure(Unmapped("its C type \(array.cType ?? "?") is not a pointer to a pointer")) }
        return .success((SwiftType("[UInt8]", kind: .byteArray), local))
    }

    /// A byte array passed in with its length in another parameter (`const void *buffer,
    /// gsize count`), as `[UInt8]` (Swift lends its storage for the call); nil when
    /// `parameter` is not one.
    static func byteArrayInput(_ parameter: Parameter, in callable: Callable) -> Result<SwiftType, Unmapped>? {
        guard parameter.direction == .in, case .array(let array) = parameter.type, case .named(let element?, _, _) = array.element,
              ["guint8", "gint8", "gchar", "guchar"].contains(element.name), let length = length(of: parameter, in: callable) else { return nil }
        guard length.direction == .in else { return .failure(Unmapped("a byte array with an out length is not mapped yet")) }
        guard let cType = array.cType, ["const void*", "const guint8*", "const guchar*"].contains(cType.replacing(" *", with: "*")),
              !cType.contains("char") || cType.contains("guchar") else {
            // GLib 2.74's GIR drops `const` (g_output_stream_write's `const void *buffer` is
            // `void*` there): a Swift array's storage is lent only where the C type says it is
            // read, not written (g_buffered_input_stream_peek writes into its `void *buffer`).
            return .failure(Unmapped("a byte array of C type \(array.cType ?? "?"), which the GIR does not say is only read, is not mapped yet"))
        }
        guard parameter.transfer == .none else { return .failure(Unmapped("the callee takes the array (transfer \(parameter.transfer.rawValue))")) }
        return .success(SwiftType("[UInt8]", kind: .byteArray))
    }

    /// The C arguments for the lengths of `callable`'s byte array inputs, by GIR parameter
    /// name: the Swift array's count, range-checked.
    static func inputLengths(of callable: Callable) -> [String: String] {
        var special: [String: String] = [:]
        for parameter in callable.parameters {
            guard case .success? = byteArrayInput(parameter, in: callable), let length = length(of: parameter, in: callable) else { continue }
            let name = SwiftName.escaped(MemberNaming.parameter(parameter.name))
            special[length.name] = "cInteger(\(name).count, \"\(length.name)\", of: \"\(callable.cIdentifier ?? callable.name)\")"
        }
        return special
    }

    /// A string `out` parameter (`char **`), as `String?`; nil when it is not one.
    static func string(_ parameter: Parameter) -> Result<(SwiftType, String), Unmapped>? {
        guard case .named(let name?, let cType, []) = parameter.type, name.namespace == nil, ["utf8", "filename"].contains(name.name) else { return nil }
        guard let local = pointee(cType) else { return .failure(Unmapped("its C type \(cType ?? "?") is not a pointer to a string")) }
        if parameter.transfer != .full && !local.hasPrefix("UnsafePointer") {
            return .failure(Unmapped("a string out parameter the callee keeps is not mapped yet"))
        }
        return .success((SwiftType("String", kind: .string, isOptional: true), local))
    }

    /// The Swift type of the local whose address a `char **` / `guint8 **` parameter takes:
    /// `UnsafeMutablePointer<CChar>?` (`UnsafePointer` for `const`); nil for another C type.
    private static func pointee(_ cType: String?) -> String? {
        guard var cType = cType?.replacing(" ", with: ""), cType.hasSuffix("**") else { return nil }
        let isConst = cType.hasPrefix("const")
        if isConst { cType.removeFirst(5) }
        let element = String(cType.dropLast(2))
        let swiftElement = ["char": "CChar", "gchar": "gchar", "guint8": "guint8", "guchar": "guchar", "gint8": "gint8"][element]
        guard let swiftElement else { return nil }
        return "\(isConst ? "UnsafePointer" : "UnsafeMutablePointer")<\(swiftElement)>?"
    }
}
