import CGtk

extension Box {
    /// A box of `spacing` pixels between its children; GTK's constructor with defaults (a
    /// column, no spacing), which generation cannot give.
    public convenience init(orientation: Orientation = .vertical, spacing: Int = 0) {
        self.init(adopting: gObject(gtk_box_new(orientation.gtkValue, cInteger(spacing, "spacing", of: "gtk_box_new"))))
    }

    /// A box holding `first`, then `rest`, in a row (`.horizontal`) or a column, `spacing`
    /// pixels apart: a layout in one expression.
    public convenience init(_ orientation: Orientation, spacing: Int = 0, _ first: Widget, _ rest: Widget...) {
        self.init(orientation: orientation, spacing: spacing)
        ([first] + rest).forEach(append)
    }
}
