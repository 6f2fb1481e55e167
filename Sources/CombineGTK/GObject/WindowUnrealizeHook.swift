import CGtk

/// Keeps a window's destroyed surface from calling back into the window, which GTK 4.8 on X11
/// lets happen after the window is freed.
///
/// Unrealizing a window destroys its surface, but the surface lives on until the X server
/// reports its X window gone (GDK's X11 backend holds it until then). Two things of GTK 4.8
/// outlive the window there:
/// - the window's "compute-size" handler, which `gtk_window_unrealize` leaves connected (it
///   disconnects the surface's other handlers; later versions disconnect this one too);
/// - GDK's compute-size idle, which a layout request schedules (a ConfigureNotify that arrives
///   while the window is hidden, as a file chooser's dialog is between its response and its
///   destruction): `gdk_surface_hide` removes it, `gdk_surface_destroy` does not, and it does
///   not look whether the surface is destroyed.
///
/// When the window is freed before the next main-context iteration, the idle emits
/// "compute-size" into freed memory: GLib warns "invalid unclassed pointer in cast to
/// 'GtkWindow'" and the program crashes in `gtk_widget_get_request_mode`. Without the handler,
/// the idle would go on to resize the destroyed X window: an X error (BadWindow, or
/// XSyncBadCounter for its frame counter), which ends the program.
///
/// So, as a window's unrealizing begins (GtkWidget's "unrealize" runs its class handler last,
/// after emission hooks, while the window still has its surface), the hook disconnects the
/// window's "compute-size" handler and, on X11, hides the surface once more, which removes the
/// idle and changes nothing else (`gtk_widget_unrealize` has unmapped the window: the surface
/// is hidden already, or was never shown). It sees every window of the process, those GTK
/// makes itself included, and is installed when the first window is wrapped.
@MainActor
enum WindowUnrealizeHook {
    private static var isInstalled = false

    /// Installs the hook, once, if `object` is a window.
    static func install(seeing object: UnsafeMutablePointer<GObject>) {
        guard !isInstalled, object.cast(to: GtkWindow.self, checking: gtk_window_get_type()) != nil else { return }
        isInstalled = true
        g_signal_add_emission_hook(g_signal_lookup("unrealize", gtk_widget_get_type()), 0, releaseSurface, nil, nil)
    }
}

/// The emission hook: for a window being unrealized, disconnects the handlers of its surface's
/// "compute-size" whose data is the window (GTK's), and removes GDK's pending compute-size
/// idle of an X11 surface. Returns true to stay installed.
private func releaseSurface(
    _ hint: UnsafeMutablePointer<GSignalInvocationHint>?,
    _ count: guint,
    _ values: UnsafePointer<GValue>?,
    _ data: gpointer?
) -> gboolean {
    guard let values, count > 0,
          let instance = g_value_get_object(values),
          let native = instance.assumingMemoryBound(to: GObject.self).cast(to: OpaquePointer.self, checking: gtk_window_get_type()),
          let surface = gtk_native_get_surface(native) else { return 1 }
    let computeSize = g_signal_lookup("compute-size", gdk_toplevel_get_type())
    if computeSize != 0 {
        let match = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue)
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(surface), match, computeSize, 0, nil, nil, instance)
    }
    // Only X11 schedules that idle; other backends keep their own hide as it is.
    let x11Surface = g_type_from_name("GdkX11Surface")
    if x11Surface != 0, gdk_surface_get_mapped(surface) == 0,
       UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GObject.self).cast(to: OpaquePointer.self, checking: x11Surface) != nil {
        gdk_surface_hide(surface)
    }
    return 1
}
