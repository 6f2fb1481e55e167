@preconcurrency import OpenCombine
import CGtk

/// A label's text as plain text (GTK's `label` property may hold markup), and a binder that
/// compares in C.
extension Label {
    /// A label showing `text` as plain text.
    public convenience init(_ text: String = "") {
        self.init(adopting: gObject(gtk_label_new(text)))
    }

    /// The displayed text (`gtk_label_set_text`: no markup).
    public var text: String {
        get { String(cString: gtk_label_get_text(opaquePointer)) }
        set { gtk_label_set_text(opaquePointer, newValue) }
    }

    /// Sets the text as plain text (markup characters shown as they are), only when it
    /// differs. Holds the label weakly; applies on the main context.
    public var textBinder: Binder<String> {
        objectBinder { label, text in
            // Compared in C, on the one C string made from `text`: no String made from the
            // current text, and no second conversion for the setter.
            text.withCString { newText in
                if strcmp(newText, gtk_label_get_text(label)) != 0 || gtk_label_get_use_markup(label) != 0 {
                    gtk_label_set_text(label, newText)
                }
            }
        }
    }

    /// Sets the text as Pango markup (`gtk_label_set_markup`).
    public var markupBinder: Binder<String> {
        binder { label, markup in gtk_label_set_markup(label.opaquePointer, markup) }
    }
}
