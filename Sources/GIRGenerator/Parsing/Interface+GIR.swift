extension Interface {
    /// Reads an `<interface>`.
    init(gir node: XMLNode) throws {
        self.init(
            name: try node.required("name"),
            cType: node["c:type"],
            glibTypeName: node["glib:type-name"],
            getType: node["glib:get-type"],
            prerequisites: try node.all("prerequisite") { TypeName(try $0.required("name")) },
            members: try ObjectMembers(gir: node),
            typeStruct: node["glib:type-struct"],
            info: node.info
        )
    }
}
