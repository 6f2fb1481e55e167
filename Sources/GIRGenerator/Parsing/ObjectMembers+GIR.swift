extension ObjectMembers {
    /// Reads the members of a `<class>` or `<interface>`.
    init(gir node: XMLNode) throws {
        self.init(
            methods: try node.all("method", Callable.init(gir:)),
            functions: try node.all("function", Callable.init(gir:)),
            virtualMethods: try node.all("virtual-method", Callable.init(gir:)),
            properties: try node.all("property", Property.init(gir:)),
            signals: try node.all("glib:signal", Signal.init(gir:))
        )
    }
}
