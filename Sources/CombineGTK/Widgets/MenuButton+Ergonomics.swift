/// A menu button from a Swift menu: `MenuButton(menu: Menu { … })`.
extension MenuButton {
    /// A button that pops up `menu` (its `menuModel`) in a `PopoverMenu`, showing
    /// `iconName` (`"open-menu-symbolic"` for a window's primary menu) instead of the
    /// arrow when one is given. Mark a window's primary menu with `isPrimary = true`, so F10
    /// opens it.
    public convenience init(menu: MenuModel, iconName: String? = nil) {
        self.init()
        menuModel = menu
        if let iconName { self.iconName = iconName }
    }
}
