import CGtk

extension Clipboard {
    /// Puts `text` on the clipboard, owned by this process until something else is put there
    /// (`isLocal` is then true and `content` provides the text).
    ///
    /// GTK's `gdk_clipboard_set_text`, which the GIR marks not introspectable (a shortcut for
    /// the variadic `gdk_clipboard_set`). Reading the clipboard back is asynchronous
    /// (`gdk_clipboard_read_text_async`).
    public func setText(_ text: String) { gdk_clipboard_set_text(cPointer(), text) }
}
