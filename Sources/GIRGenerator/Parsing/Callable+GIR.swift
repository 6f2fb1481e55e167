extension Callable {
    /// Reads a `<method>`, `<constructor>`, `<function>`, `<virtual-method>` or `<callback>`.
    init(gir node: XMLNode) throws {
        self.init(
            kind: try node.kind(Kind.self, "a callable"),
            name: try node.required("name"),
            cIdentifier: node["c:identifier"],
            instanceParameter: try node.child(named: "parameters")?.child(named: "instance-parameter").map(Parameter.init(gir:)),
            parameters: try node.parameters(),
            returnValue: try node.returnValue(),
            isThrowing: node.flag("throws"),
            shadowedBy: node["shadowed-by"],
            shadows: node["shadows"],
            invoker: node["invoker"],
            setsProperty: node["glib:set-property"],
            getsProperty: node["glib:get-property"],
            info: node.info
        )
    }
}
