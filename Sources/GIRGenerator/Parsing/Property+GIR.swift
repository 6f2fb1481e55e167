extension Property {
    /// Reads a `<property>`.
    init(gir node: XMLNode) throws {
        self.init(
            name: try node.required("name"),
            type: try node.typeReference(),
            isReadable: node["readable"] != "0",
            isWritable: node.flag("writable"),
            isConstruct: node.flag("construct"),
            isConstructOnly: node.flag("construct-only"),
            transfer: node.transfer,
            getter: node["getter"],
            setter: node["setter"],
            defaultValue: node["default-value"],
            info: node.info
        )
    }
}
