extension Repository {
    /// Reads a `<repository>` element and its namespace.
    init(gir node: XMLNode) throws {
        guard node.name == "repository" else {
            throw GIRError.malformed(line: node.line, "the root element is <\(node.name)>, not <repository>")
        }
        guard let namespace = node.child(named: "namespace") else {
            throw GIRError.malformed(line: node.line, "<repository> has no <namespace>")
        }
        self.init(
            includes: try node.all("include") { Include(name: try $0.required("name"), version: try $0.required("version")) },
            packages: try node.all("package") { try $0.required("name") },
            cIncludes: try node.all("c:include") { try $0.required("name") },
            namespace: try Namespace(gir: namespace)
        )
    }
}

extension Namespace {
    /// Reads a `<namespace>`.
    init(gir node: XMLNode) throws {
        func prefixes(_ attribute: String) -> [String] {
            node[attribute]?.split(separator: ",").map(String.init) ?? []
        }
        self.init(
            name: try node.required("name"),
            version: try node.required("version"),
            sharedLibrary: node["shared-library"],
            identifierPrefixes: prefixes("c:identifier-prefixes"),
            symbolPrefixes: prefixes("c:symbol-prefixes"),
            aliases: try node.all("alias") {
                Alias(name: try $0.required("name"), cType: $0["c:type"], target: try $0.typeReference(), doc: $0.doc)
            },
            classes: try node.all("class", Class.init(gir:)),
            interfaces: try node.all("interface", Interface.init(gir:)),
            records: try node.all("record", Record.init(gir:)),
            enumerations: try node.children.filter { $0.name == "enumeration" || $0.name == "bitfield" }.map(Enumeration.init(gir:)),
            callbacks: try node.all("callback", Callable.init(gir:)),
            functions: try node.all("function", Callable.init(gir:))
        )
    }
}
