extension Parameter {
    /// Reads a `<parameter>` or `<instance-parameter>`.
    init(gir node: XMLNode) throws {
        let direction = node["direction"].flatMap(Direction.init(rawValue:)) ?? .in
        self.init(
            name: node["name"] ?? "",
            type: try node.typeReference(),
            direction: direction,
            // allow-none meant "nullable" for in parameters and "optional" for out ones.
            isNullable: node.flag("nullable") || (direction == .in && node.flag("allow-none")),
            isOptional: node.flag("optional") || (direction != .in && node.flag("allow-none")),
            callerAllocates: node.flag("caller-allocates"),
            transfer: node.transfer,
            closure: node.integer("closure"),
            destroy: node.integer("destroy"),
            scope: node["scope"].flatMap(Scope.init(rawValue:)),
            doc: node.doc
        )
    }
}
