/// Menus written as Swift blocks, over GIO's `GMenu`: what a `MenuButton`, a `PopoverMenu`,
/// an application's menubar or a context menu shows.
///
/// ```swift
/// let menu = Menu {
///     Section {
///         Submenu("_Sort") {
///             MenuItem("By _Name", action: "win.sort", target: "name")
///             MenuItem("By _Date", action: "win.sort", target: "date")
///         }
///         MenuItem("_Keyboard Shortcuts", action: "win.show-help-overlay")
///     }
/// }
/// ```
///
/// GTK shows an item by its action's kind: a stateful action whose state has the target's
/// type makes a radio item (checked while the state equals the target), a `Bool` state
/// with no target a check item, and an action nobody added greys the item out.
extension Menu {
    /// A menu of the elements `content` lists, in order.
    public convenience init(@MenuBuilder _ content: () -> [any MenuElement]) {
        self.init()
        append(content)
    }

    /// Appends the elements `content` lists at the end of the menu.
    public func append(@MenuBuilder _ content: () -> [any MenuElement]) {
        for element in content() {
            element.append(to: self)
        }
    }
}

/// A menu item as one line of a ``MenuBuilder`` block: its label, the action it activates,
/// and optionally a target, an icon and the accelerator it shows.
extension MenuItem: MenuElement {
    /// An item labelled `label` (an underscore before its mnemonic: `"_Quit"`) that
    /// activates `action` (`"app.quit"`, `"win.show-help-overlay"`) with no parameter.
    ///
    /// `icon` is a themed icon's name (`"document-open-symbolic"`); GTK shows it in menubars
    /// and icon-only sections, not in every popover item. `accelerator` is the accelerator
    /// the item shows (its `accel` attribute, in GTK's spelling: `"<Control>q"`). Showing it
    /// does not make it work: set it with `Application.setAccelerators(_:for:)`; without
    /// this attribute GTK shows the one set there.
    public convenience init(_ label: String, action: String, icon: String? = nil, accelerator: String? = nil) {
        self.init(label: label, detailedAction: nil)
        setActionAndTargetValue(action: action, targetValue: nil)
        setDecorations(icon: icon, accelerator: accelerator)
    }

    /// An item labelled `label` that activates `action` with `target` as its parameter: one
    /// radio item of a stateful action (`MenuItem("By _Name", action: "win.sort", target:
    /// "name")`), checked while the action's state is `target`. The target must be of the
    /// action's parameter type, which GTK checks before it enables the item: an `Int` is an
    /// `"x"`, so an action made from an `"i"` settings key takes `Int32(18)`.
    public convenience init<Target: VariantConvertible>(
        _ label: String, action: String, target: Target, icon: String? = nil, accelerator: String? = nil
    ) {
        self.init(label: label, detailedAction: nil)
        setActionAndTargetValue(action: action, targetValue: target.variant)
        setDecorations(icon: icon, accelerator: accelerator)
    }

    private func setDecorations(icon: String?, accelerator: String?) {
        if let icon { setIcon(ThemedIcon(iconname: icon)) }
        if let accelerator { setAttributeValue(attribute: "accel", value: Variant(accelerator)) }
    }

    /// Appends a copy of the item at the end of `menu` (`g_menu_append_item`): changing the
    /// item afterwards does not change the menu.
    public func append(to menu: Menu) {
        menu.appendItem(self)
    }
}
