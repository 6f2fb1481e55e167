extension Signal {
    /// Reads a `<glib:signal>`.
    init(gir node: XMLNode) throws {
        self.init(
            name: try node.required("name"),
            parameters: try node.parameters(),
            returnValue: try node.returnValue(),
            phase: node["when"].flatMap(Phase.init(rawValue:)),
            isDetailed: node.flag("detailed"),
            isAction: node.flag("action"),
            isNoRecurse: node.flag("no-recurse"),
            isNoHooks: node.flag("no-hooks"),
            info: node.info
        )
    }
}
