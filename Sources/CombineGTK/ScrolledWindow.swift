import CGtk

/// A `GtkScrolledWindow`: scrolls its child, and gives a `ListView` a viewport, which is
/// what lets the view make widgets only for the rows in sight.
public final class ScrolledWindow: Widget {
    /// A scrolled window around `child`. With `expands` (the default, unlike GTK's), it
    /// takes the space its container can give (`hexpand`, `vexpand`): its own size says
    /// nothing of its content's, and a list in a box would otherwise be a few pixels high.
    public convenience init(child: Widget? = nil, expands: Bool = true) {
        self.init(adopting: gObject(gtk_scrolled_window_new()))
        self.child = child
        gtk_widget_set_hexpand(widgetPointer, expands ? 1 : 0)
        gtk_widget_set_vexpand(widgetPointer, expands ? 1 : 0)
    }

    private var scrolledWindow: OpaquePointer { opaquePointer }

    /// The scrolled content.
    public var child: Widget? {
        get { gtk_scrolled_window_get_child(scrolledWindow).map { Widget.wrapping(gObject($0)) } }
        set { gtk_scrolled_window_set_child(scrolledWindow, newValue?.widgetPointer) }
    }

    /// The vertical scroll position and range (`value` scrolls).
    public var verticalAdjustment: Adjustment {
        Adjustment.wrapping(gObject(gtk_scrolled_window_get_vadjustment(scrolledWindow)))
    }

    /// The horizontal scroll position and range.
    public var horizontalAdjustment: Adjustment {
        Adjustment.wrapping(gObject(gtk_scrolled_window_get_hadjustment(scrolledWindow)))
    }
}
