/// An item that opens a menu of its own (`g_menu_append_submenu`); in a `PopoverMenu` it
/// slides in, with a back button.
///
/// ```swift
/// Submenu("_Sort") {
///     MenuItem("By _Name", action: "win.sort", target: "name")
///     MenuItem("By _Date", action: "win.sort", target: "date")
/// }
/// ```
@MainActor
public struct Submenu: MenuElement {
    /// The item's label, with an underscore before its mnemonic (`"_Sort"`).
    public let label: String
    /// The menu the item opens.
    public let menu: Menu

    /// An item labelled `label` that opens a menu of the elements `content` lists.
    public init(_ label: String, @MenuBuilder _ content: () -> [any MenuElement]) {
        self.label = label
        self.menu = Menu(content)
    }

    /// Appends the submenu's item at the end of `menu`.
    public func append(to menu: Menu) {
        menu.appendSubmenu(label, submenu: self.menu)
    }
}
