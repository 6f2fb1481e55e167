import CGtk

/// GTK keeps its own reference on a window until `destroy()`; the wrapper holds another,
/// however it was made (`Window()`, or `init(adopting:)` of what `gtk_window_new` returned),
/// so the window lives until both are gone.
extension Window {
    /// Destroys the window and every widget inside it, at once: their publishers finish,
    /// their handlers are disconnected and their boxes freed, even while Swift wrappers
    /// still hold some of them (those wrappers then report `isDisposed`).
    ///
    /// `gtk_window_destroy` alone only drops GTK's own reference, so a window or child that
    /// a wrapper holds would live on, silently; like GTK 3's `gtk_widget_destroy`, this also
    /// disposes them.
    public func destroy() {
        let wrapped = descendants(of: widgetPointer).filter { WrapperSlot.existing(on: gObject($0))?.wrapper != nil }
        wrapped.forEach { g_object_ref($0) }
        gtk_window_destroy(pointer(as: GtkWindow.self))
        g_object_run_dispose(objectPointer)
        for widget in wrapped {
            g_object_run_dispose(gObject(widget))
            g_object_unref(widget)
        }
    }

    private func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}
