@preconcurrency import OpenCombine
import CGtk

/// A `GtkLabel`.
public final class Label: Widget {
    public convenience init(_ text: String = "") {
        self.init(adopting: gObject(gtk_label_new(text)))
    }

    /// The displayed text (`gtk_label_set_text`: no markup).
    public var text: String {
        get { String(cString: gtk_label_get_text(opaquePointer)) }
        set { gtk_label_set_text(opaquePointer, newValue) }
    }

    /// `notify::label`: the label's text. Current value first, then changes; no duplicates.
    public var labelPublisher: PropertyPublisher<String> { propertyPublisher(PropertyTable.labelLabel) }

    /// Sets the text as plain text (markup characters shown as they are), only when it
    /// differs. Holds the label weakly; applies on the main context.
    public var textBinder: Binder<String> {
        binder { label, text in
            let pointer = label.opaquePointer
            // Compared in C: no String made from the current text.
            let differs = text.withCString { strcmp($0, gtk_label_get_text(pointer)) != 0 }
            if differs || gtk_label_get_use_markup(pointer) != 0 { label.text = text }
        }
    }

    /// Sets the text as Pango markup (`gtk_label_set_markup`).
    public var markupBinder: Binder<String> {
        binder { label, markup in gtk_label_set_markup(label.opaquePointer, markup) }
    }
}
