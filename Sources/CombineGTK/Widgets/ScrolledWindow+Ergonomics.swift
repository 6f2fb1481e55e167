import CGtk

extension ScrolledWindow {
    /// A scrolled window around `child`. With `expands` (the default, unlike GTK's), it
    /// takes the space its container can give (`hexpand`, `vexpand`): its own size says
    /// nothing of its content's, and a list in a box would otherwise be a few pixels high.
    public convenience init(child: Widget?, expands: Bool = true) {
        self.init()
        self.child = child
        hexpands = expands
        vexpands = expands
    }
}
