extension Field {
    /// Reads a `<field>`.
    init(gir node: XMLNode) throws {
        self.init(
            name: try node.required("name"),
            type: node.child(named: "callback") == nil ? try node.typeReference() : nil,
            isPrivate: node.flag("private"),
            isReadable: node["readable"] != "0",
            isWritable: node.flag("writable"),
            info: node.info
        )
    }
}
