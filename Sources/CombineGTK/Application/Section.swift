/// A section of a menu: items shown together, set apart from the next section by a
/// separator, with a heading when it has a label (`g_menu_append_section`).
///
/// ```swift
/// Menu {
///     Section { MenuItem("_Undo", action: "win.undo") }
///     Section("Sort") { MenuItem("By _Name", action: "win.sort", target: "name") }
/// }
/// ```
@MainActor
public struct Section: MenuElement {
    /// The heading; nil for none.
    public let label: String?
    /// The section's items, a menu of their own.
    public let menu: Menu

    /// A section of the elements `content` lists, headed `label` when one is given.
    public init(_ label: String? = nil, @MenuBuilder _ content: () -> [any MenuElement]) {
        self.label = label
        self.menu = Menu(content)
    }

    /// Appends the section at the end of `menu`.
    public func append(to menu: Menu) {
        menu.appendSection(label, section: self.menu)
    }
}
