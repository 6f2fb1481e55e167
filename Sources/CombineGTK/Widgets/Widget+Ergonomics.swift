@preconcurrency import OpenCombine
import CGtk

/// What generation cannot say: the widget's C pointer, a binder for one CSS class, and the
/// accessible label.
extension Widget {
    /// The widget, for GTK calls CombineGTK does not wrap.
    ///
    /// Valid while this wrapper lives. A widget in no container has no other reference, so
    /// the pointer of a temporary wrapper dangles by the next statement:
    /// `let p = Button(label: "x").widgetPointer` hands out a freed widget. Keep the wrapper
    /// in a variable while you use the pointer, or use ``withWidgetPointer(_:)``. To keep
    /// the widget itself beyond the wrapper, put it in a container (which holds it) or
    /// `g_object_ref` it and unref it when done.
    public nonisolated var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

    /// Calls `body` with ``widgetPointer``, keeping this wrapper, and so the widget, alive
    /// until `body` returns (`withExtendedLifetime`): safe even on a temporary wrapper,
    /// `Button(label: "x").withWidgetPointer { String(cString: gtk_widget_get_name($0)) }`. The pointer must
    /// not escape `body`.
    public nonisolated func withWidgetPointer<Result>(
        _ body: (UnsafeMutablePointer<GtkWidget>) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(self) { try body(widgetPointer) }
    }

    /// Adds or removes one CSS class, leaving the others alone.
    public func cssClassBinder(_ name: String) -> Binder<Bool> {
        binder { widget, on in
            if on { gtk_widget_add_css_class(widget.widgetPointer, name) } else { gtk_widget_remove_css_class(widget.widgetPointer, name) }
        }
    }

    /// The name assistive technologies read (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
    public func setAccessibleLabel(_ label: String) {
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, to: label)
    }
}
