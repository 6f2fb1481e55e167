extension Record {
    /// Reads a `<record>`.
    init(gir node: XMLNode) throws {
        self.init(
            name: try node.required("name"),
            cType: node["c:type"],
            glibTypeName: node["glib:type-name"],
            getType: node["glib:get-type"],
            isGTypeStructFor: node["glib:is-gtype-struct-for"],
            isOpaque: node.flag("disguised") || node.flag("opaque"),
            fields: try node.all("field", Field.init(gir:)),
            constructors: try node.all("constructor", Callable.init(gir:)),
            methods: try node.all("method", Callable.init(gir:)),
            functions: try node.all("function", Callable.init(gir:)),
            info: node.info
        )
    }
}
