extension ReturnValue {
    /// Reads a `<return-value>`.
    init(gir node: XMLNode) throws {
        self.init(
            type: try node.typeReference(),
            transfer: node.transfer,
            isNullable: node.flag("nullable") || node.flag("allow-none"),
            isSkipped: node.flag("skip"),
            doc: node.doc
        )
    }
}
