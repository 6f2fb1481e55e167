extension TypeReference {
    /// Reads a `<type>`, `<array>` or `<varargs>` element; nil for any other element.
    init?(gir node: XMLNode) throws {
        switch node.name {
        case "type":
            let elements = try node.children.compactMap { try TypeReference(gir: $0) }
            self = .named(node["name"].map(TypeName.init), cType: node["c:type"], elements: elements)
        case "array":
            guard let element = try node.children.lazy.compactMap({ try TypeReference(gir: $0) }).first else {
                throw GIRError.malformed(line: node.line, "<array> has no element type")
            }
            self = .array(ArrayType(
                name: node["name"].map(TypeName.init),
                cType: node["c:type"],
                element: element,
                lengthParameter: node.integer("length"),
                // GIR's default: a C array with no length and no fixed size ends with NULL.
                isZeroTerminated: node["zero-terminated"].map { $0 == "1" }
                    ?? (node["length"] == nil && node["fixed-size"] == nil && node["name"] == nil),
                fixedSize: node.integer("fixed-size")
            ))
        case "varargs":
            self = .varargs
        default:
            return nil
        }
    }
}
