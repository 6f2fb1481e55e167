import CGtk

/// A `GtkHeaderBar`: a window's title bar with room for controls.
public final class HeaderBar: Widget {
    public convenience init() {
        self.init(adopting: gObject(gtk_header_bar_new()))
    }

    public func packStart(_ child: Widget) {
        gtk_header_bar_pack_start(opaquePointer, child.widgetPointer)
    }

    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(opaquePointer, child.widgetPointer)
    }
}
