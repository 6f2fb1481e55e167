import CGtk

extension CssProvider {
    /// A provider holding the stylesheet `css`, ready to add to the display
    /// (``StyleProvider/addToDefaultDisplay(priority:)``).
    ///
    /// ```swift
    /// CssProvider(css: ".count { font-size: 2em; }").addToDefaultDisplay()
    /// ```
    ///
    /// GTK reports a syntax error on the provider's `parsing-error` signal and in a warning,
    /// and keeps the rules it could read.
    public convenience init(css: String) {
        self.init()
        loadFromData(css)
    }

    /// Replaces the provider's rules with the stylesheet `css`.
    ///
    /// GTK's `gtk_css_provider_load_from_data` (the whole string: its length is `-1`).
    public func loadFromData(_ css: String) {
        gtk_css_provider_load_from_data(cPointer(), css, -1)
    }

    /// Replaces the provider's rules with the stylesheet in the file at `path` (a missing or
    /// unreadable file is reported like a syntax error, and leaves no rules).
    ///
    /// GTK's `gtk_css_provider_load_from_path`.
    public func loadFromPath(_ path: String) {
        gtk_css_provider_load_from_path(cPointer(), path)
    }
}
