/// A popover menu from a Swift menu: `PopoverMenu(menu: Menu { … })`.
extension PopoverMenu {
    /// A popover showing `menu`, its submenus sliding in (GTK's default); the same as
    /// `PopoverMenu(model:)`, under the label `MenuButton(menu:)` has. Attach it to a
    /// widget (`attach(to:)`) before `popup()`, or let `Widget.contextMenu(_:)` do both.
    public convenience init(menu: MenuModel) {
        self.init(model: menu)
    }
}
