import CGtk

extension SearchEntry {
    /// A search entry showing `placeholder` while it is empty.
    public convenience init(placeholder: String? = nil) {
        self.init(adopting: gObject(gtk_search_entry_new()))
        placeholderText = placeholder
    }

    /// `search-changed`: the text, once typing has paused for `searchDelay`; at once when
    /// the text becomes empty (also midway through replacing it: `text = "b"` over "a"
    /// sends "" at once, then "b" after the delay).
    /// - No initial value; finishes when the entry is destroyed; never fails; main thread.
    public var searchChangedPublisher: SignalPublisher<String> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("search-changed") { String(cString: gtk_editable_get_text(OpaquePointer($0.instance))) }
    }
}
