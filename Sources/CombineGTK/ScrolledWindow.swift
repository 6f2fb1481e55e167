import CGtk

/// A `GtkScrolledWindow`: scrolls its child, and gives a `ListView` a viewport, which is
/// what lets the view make widgets only for the rows in sight.
public final class ScrolledWindow: Widget {
    public convenience init(child: Widget? = nil) {
        self.init(adopting: gObject(gtk_scrolled_window_new()))
        self.child = child
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
