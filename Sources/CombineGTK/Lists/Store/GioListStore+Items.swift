import CGtk

extension GioListStore {
    /// An empty store of `Item`s (`g_list_store_new`): a generated class, or a type declared
    /// in Swift (registered now, so a `.ui` file can name it). Appending an object of
    /// another class is refused by GLib with a critical warning.
    ///
    /// ```swift
    /// let tasks = GioListStore(of: TaskItem.self)
    /// tasks.append(TaskItem(title: "Write the report"))
    /// let view = ListView(model: SingleSelection(model: tasks), factory: factory)
    /// ```
    public convenience init<Item: Object>(of itemType: Item.Type) {
        self.init(adopting: gObject(g_list_store_new(Item.gType)))
    }

    /// A store of `Item`s holding `items`, in order.
    public convenience init<Item: Object>(_ items: [Item]) {
        self.init(of: Item.self)
        append(contentsOf: items)
    }

    /// Appends `items`, in one change (`g_list_store_splice`: one `items-changed`).
    public func append<Item: Object>(contentsOf items: [Item]) {
        var pointers: [gpointer?] = items.map { UnsafeMutableRawPointer($0.objectPointer) }
        withExtendedLifetime(items) {
            g_list_store_splice(cPointer(), guint(nItems), 0, &pointers, guint(pointers.count))
        }
    }

    /// The items, in order, as `Item`s (the wrappers `Object.wrapper(retaining:)` finds,
    /// so the Swift instances of a type declared in Swift); items of another class are
    /// left out.
    public func items<Item: Object>(as type: Item.Type = Item.self) -> [Item] {
        (0..<nItems).compactMap { item($0) as? Item }
    }
}
