@preconcurrency import OpenCombine
import CGtk

/// A `GtkButton`.
public final class Button: Widget {
    public convenience init(label: String) {
        self.init(adopting: gObject(gtk_button_new_with_label(label)))
    }

    public var label: String? {
        get { gtk_button_get_label(pointer(as: GtkButton.self)).map { String(cString: $0) } }
        set { gtk_button_set_label(pointer(as: GtkButton.self), newValue) }
    }

    /// `clicked`: one value per click (pointer, keyboard or `gtk_widget_activate`).
    /// - No initial value; finishes when the button is destroyed; never fails; main thread.
    public var clickedPublisher: SignalPublisher<Void> { signalPublisher("clicked") }

    /// Sets `label`.
    public var labelBinder: Binder<String?> { propertyBinder(PropertyTable.buttonLabel) }
}
