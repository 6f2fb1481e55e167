import CGtk

/// A popover at a point of any widget, such as a context menu where the pointer was pressed:
/// what `GdkRectangle` (not mapped by the generator) and GTK's popover parenting ask of C.
extension Popover {
    /// Attaches the popover to `widget`, which it pops up from and points at, for as long as
    /// that widget lives: `gtk_widget_set_parent`, and `gtk_widget_unparent` when the widget
    /// is destroyed.
    ///
    /// Widgets made to hold a popover (`MenuButton`, `DropDown`) unparent it when they are
    /// disposed; any other widget (a `DrawingArea` with a context menu) would be finalized
    /// with the popover still attached, which GTK reports ("still has children left") and
    /// leaks. Does nothing, after logging an error, when the popover already has a parent.
    public func attach(to widget: Widget) {
        MainThread.check("Popover.attach(to:)")
        if let parent = gtk_widget_get_parent(cPointer()) {
            Diagnostics.error("GtkPopover is already attached to a \(String(cString: cgtk_object_type_name(parent))); a popover has one parent")
            return
        }
        gtk_widget_set_parent(cPointer(), widget.widgetPointer)
        let unparent: @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?) -> Void = { popover, parent in
            let popover = popover?.assumingMemoryBound(to: GtkWidget.self)
            if let popover, gtk_widget_get_parent(popover) == parent { gtk_widget_unparent(popover) }
        }
        // Disconnected by GLib if the popover goes first (connect_object holds it weakly).
        g_signal_connect_object(widget.objectPointer, "destroy", unsafeBitCast(unparent, to: GCallback.self), objectPointer, G_CONNECT_SWAPPED)
    }

    /// Points the popover at a rectangle of its parent, in the parent's coordinates
    /// (`gtk_popover_set_pointing_to`); by default a 1×1 rectangle, a point: where a pointer
    /// was pressed, say. Without it, a popover points at the whole parent.
    public func setPointingTo(x: Int, y: Int, width: Int = 1, height: Int = 1) {
        let call: StaticString = "gtk_popover_set_pointing_to"
        var rectangle = GdkRectangle(x: cInteger(x, "x", of: call), y: cInteger(y, "y", of: call),
                                     width: cInteger(width, "width", of: call), height: cInteger(height, "height", of: call))
        gtk_popover_set_pointing_to(cPointer(), &rectangle)
    }

    /// The rectangle the popover points at (`gtk_popover_get_pointing_to`), in its parent's
    /// coordinates; nil when none was set (it points at the whole parent) or while it has no
    /// parent (GTK would measure a missing parent).
    public var pointingTo: (x: Int, y: Int, width: Int, height: Int)? {
        guard gtk_widget_get_parent(cPointer()) != nil else { return nil }
        var rectangle = GdkRectangle()
        guard gtk_popover_get_pointing_to(cPointer(), &rectangle) != 0 else { return nil }
        return (Int(rectangle.x), Int(rectangle.y), Int(rectangle.width), Int(rectangle.height))
    }
}
