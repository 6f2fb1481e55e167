import CGtk

extension Widget {
    /// Makes `actions` available to this widget and those inside it as `prefix.name`
    /// (`"editor.bold"`): a `SimpleActionGroup` holding them, inserted with
    /// `insertActionGroup(name:group:)`. The widget holds the group; the group is returned
    /// to add or remove actions later.
    ///
    /// ```swift
    /// editor.insertActionGroup("editor", actions: [bold, italic])
    /// Button(label: "Bold").actionName = "editor.bold"
    /// ```
    @discardableResult
    public func insertActionGroup(_ prefix: String, actions: [any Action]) -> SimpleActionGroup {
        let group = SimpleActionGroup()
        for action in actions {
            group.addAction(action)
        }
        insertActionGroup(name: prefix, group: group)
        return group
    }
}
