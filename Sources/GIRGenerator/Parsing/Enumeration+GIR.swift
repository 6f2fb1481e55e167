extension Enumeration {
    /// Reads an `<enumeration>` or a `<bitfield>`.
    init(gir node: XMLNode) throws {
        self.init(
            kind: try node.kind(Kind.self, "an enumeration or a bitfield"),
            name: try node.required("name"),
            cType: node["c:type"],
            glibTypeName: node["glib:type-name"],
            getType: node["glib:get-type"],
            errorDomain: node["glib:error-domain"],
            members: try node.all("member", EnumerationMember.init(gir:)),
            functions: try node.all("function", Callable.init(gir:)),
            info: node.info
        )
    }
}

extension EnumerationMember {
    /// Reads a `<member>`.
    init(gir node: XMLNode) throws {
        let text = try node.required("value")
        guard let value = Int64(text) else {
            throw GIRError.malformed(line: node.line, "member \(node["name"] ?? "") has value \"\(text)\", not an integer")
        }
        self.init(
            name: try node.required("name"),
            cIdentifier: node["c:identifier"],
            nick: node["glib:nick"],
            value: value,
            info: node.info
        )
    }
}
