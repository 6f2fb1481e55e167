extension Class {
    /// Reads a `<class>`.
    init(gir node: XMLNode) throws {
        self.init(
            name: try node.required("name"),
            cType: node["c:type"],
            glibTypeName: node["glib:type-name"],
            getType: node["glib:get-type"],
            parent: node["parent"].map(TypeName.init),
            isAbstract: node.flag("abstract"),
            isFinal: node.flag("final"),
            isFundamental: node.flag("glib:fundamental"),
            implements: try node.all("implements") { TypeName(try $0.required("name")) },
            constructors: try node.all("constructor", Callable.init(gir:)),
            members: try ObjectMembers(gir: node),
            typeStruct: node["glib:type-struct"],
            info: node.info
        )
    }
}
