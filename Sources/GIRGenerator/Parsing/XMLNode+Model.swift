/// What many GIR elements share: documentation, deprecation, version, and their type.
extension XMLNode {
    /// The `<doc>` text, raw gtk-doc markup.
    var doc: String? { child(named: "doc")?.text }

    /// Documentation, `deprecated="1"` (with `deprecated-version` and `<doc-deprecated>`),
    /// `version` and `introspectable`.
    var info: ElementInfo {
        ElementInfo(
            doc: doc,
            deprecation: flag("deprecated")
                ? Deprecation(version: self["deprecated-version"], doc: child(named: "doc-deprecated")?.text) : nil,
            version: self["version"],
            isIntrospectable: self["introspectable"] != "0"
        )
    }

    var transfer: Transfer { self["transfer-ownership"].flatMap(Transfer.init(rawValue:)) ?? .none }

    /// The element's type: its first `<type>`, `<array>` or `<varargs>` child.
    func typeReference() throws -> TypeReference {
        for child in children {
            if let type = try TypeReference(gir: child) { return type }
        }
        throw GIRError.malformed(line: line, "<\(name) name=\"\(self["name"] ?? "")\"> has no type")
    }

    /// The `<parameters>` child's `<parameter>`s (not the instance parameter).
    func parameters() throws -> [Parameter] {
        try child(named: "parameters")?.children(named: "parameter").map(Parameter.init(gir:)) ?? []
    }

    /// The `<return-value>`, or `void` when there is none.
    func returnValue() throws -> ReturnValue {
        try child(named: "return-value").map(ReturnValue.init(gir:)) ?? .none
    }

    /// The children named `name`, each read by `read`.
    func all<T>(_ name: String, _ read: (XMLNode) throws -> T) rethrows -> [T] {
        try children(named: name).map(read)
    }
}
