@preconcurrency import OpenCombine
import CGtk

/// A `GtkEntry`: one line of editable text. Text publishers and binders come from `Editable`.
public final class Entry: Widget, Editable {
    public static var textKey: PropertyKey<String> { PropertyTable.entryText }
    public static var placeholderTextKey: PropertyKey<String?> { PropertyTable.entryPlaceholderText }

    public convenience init(text: String = "", placeholder: String? = nil) {
        self.init(adopting: gObject(gtk_entry_new()))
        self.text = text
        placeholderText = placeholder
    }

    /// `activate`: the user pressed Enter in the entry.
    /// - No initial value; finishes when the entry is destroyed; never fails; main thread.
    public var activatePublisher: SignalPublisher<Void> { signalPublisher("activate") }
}
