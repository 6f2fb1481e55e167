import CGtk

extension Box {
    /// A box of `spacing` pixels between its children; GTK's constructor with defaults (a
    /// column, no spacing), which generation cannot give.
    public convenience init(orientation: Orientation = .vertical, spacing: Int32 = 0) {
        self.init(adopting: gObject(gtk_box_new(orientation.gtkValue, spacing)))
    }
}
