import CGtk

/// A `GtkBox`: children in a row or a column.
public final class Box: Widget {
    public convenience init(orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL, spacing: Int32 = 0) {
        self.init(adopting: gObject(gtk_box_new(orientation, spacing)))
    }

    public func append(_ child: Widget) {
        gtk_box_append(pointer(as: GtkBox.self), child.widgetPointer)
    }
}
