@preconcurrency import OpenCombine
import CGtk

/// A `GtkSearchEntry`: an entry for search terms. Text publishers and binders come from
/// `Editable`.
public final class SearchEntry: Widget, Editable {
    public static var textKey: PropertyKey<String> { PropertyTable.searchEntryText }
    public static var placeholderTextKey: PropertyKey<String?> { PropertyTable.searchEntryPlaceholderText }

    public convenience init(placeholder: String? = nil) {
        self.init(adopting: gObject(gtk_search_entry_new()))
        placeholderText = placeholder
    }

    /// How long typing must pause, in milliseconds, before `search-changed` (GTK's default: 150).
    public var searchDelay: UInt32 {
        get { gtk_search_entry_get_search_delay(opaquePointer) }
        set { gtk_search_entry_set_search_delay(opaquePointer, newValue) }
    }

    /// `search-changed`: the text, once typing has paused for `searchDelay`; at once when
    /// the text becomes empty (also midway through replacing it: `text = "b"` over "a"
    /// sends "" at once, then "b" after the delay).
    /// - No initial value; finishes when the entry is destroyed; never fails; main thread.
    public var searchChangedPublisher: SignalPublisher<String> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("search-changed") { String(cString: gtk_editable_get_text(OpaquePointer($0.instance))) }
    }

    /// `activate`: the user pressed Enter in the entry.
    /// - No initial value; finishes when the entry is destroyed; never fails; main thread.
    public var activatePublisher: SignalPublisher<Void> { signalPublisher("activate") }

    /// `stop-search`: the user pressed Escape to end the search.
    /// - No initial value; finishes when the entry is destroyed; never fails; main thread.
    public var stopSearchPublisher: SignalPublisher<Void> { signalPublisher("stop-search") }
}
