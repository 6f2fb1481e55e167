import CGtk

extension Application {
    /// Initializes GTK and opens the default display; returns false when there is none
    /// (`DISPLAY` or `WAYLAND_DISPLAY` unset, or the server unreachable) instead of exiting,
    /// as GTK does when an application starts without one.
    ///
    /// Call it where a missing display deserves a better message than GTK's "cannot open
    /// display", such as ``onLocalOptions(flags:_:)``. Once it has returned true, calling it
    /// again returns true at once; without a display it returns false every time. GTK's
    /// `gtk_init_check`.
    public static func openDisplay() -> Bool {
        // After a first call without a display, gtk_init_check says true (GTK counts itself
        // initialized): only the default display tells.
        gtk_init_check() != 0 && gdk_display_get_default() != nil
    }
}
