import CGtk

extension Widget {
    /// Gives the widget a context menu: a secondary-button (right) click pops up `menu`
    /// in a `PopoverMenu` pointing at where the pointer was, with no arrow.
    ///
    /// ```swift
    /// canvas.contextMenu(Menu {
    ///     MenuItem("_Copy", action: "canvas.copy")
    ///     MenuItem("_Delete", action: "canvas.delete")
    /// })
    /// ```
    ///
    /// The items' actions are looked up from the widget up (`insertActionGroup`, the
    /// window's `win.`, the application's `app.`). The popover is attached to the widget
    /// (`Popover.attach(to:)`) and goes with it; the click gesture is the widget's
    /// controller, claiming the click so a widget behind does not see it. Returns the
    /// popover, to change its menu or pop it up from elsewhere (a Menu key, a long press).
    @discardableResult
    public func contextMenu(_ menu: MenuModel) -> PopoverMenu {
        let popover = PopoverMenu(model: menu)
        popover.hasArrow = false
        popover.halign = .start
        popover.attach(to: self)
        let click = GestureClick()
        click.button = Int(GDK_BUTTON_SECONDARY)
        addController(click)
        // A C handler with the popover as its object: GLib disconnects it when the popover
        // goes, and nothing Swift is kept alive by the gesture.
        g_signal_connect_object(click.objectPointer, "pressed", unsafeBitCast(popUpAtPointer, to: GCallback.self),
                                popover.objectPointer, G_CONNECT_DEFAULT)
        return popover
    }
}

/// `pressed` of the context menu's click: point the popover at `(x, y)` (the widget's
/// coordinates, which are its parent's) and pop it up.
private let popUpAtPointer: @convention(c) (OpaquePointer?, gint, gdouble, gdouble, gpointer?) -> Void = { gesture, _, x, y, popover in
    guard let popover = popover?.assumingMemoryBound(to: GtkPopover.self) else { return }
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    var point = GdkRectangle(x: gint(x), y: gint(y), width: 1, height: 1)
    gtk_popover_set_pointing_to(popover, &point)
    gtk_popover_popup(popover)
}
