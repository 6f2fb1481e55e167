import CGtk

/// A `GtkBox`: children in a row or a column.
public final class Box: Widget {
    /// An empty box; `GtkOrientation` values come from CGtk (see `init(_:spacing:_:_:)`).
    public convenience init(orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL, spacing: Int32 = 0) {
        self.init(adopting: gObject(gtk_box_new(orientation, spacing)))
    }

    /// A box holding `first`, then `rest`, in a row (`.horizontal`) or a column, `spacing`
    /// pixels apart: a layout in one expression.
    public convenience init(_ orientation: Orientation, spacing: Int32 = 0, _ first: Widget, _ rest: Widget...) {
        self.init(orientation: orientation.gtkValue, spacing: spacing)
        ([first] + rest).forEach(append)
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) {
        gtk_box_append(pointer(as: GtkBox.self), child.widgetPointer)
    }
}
