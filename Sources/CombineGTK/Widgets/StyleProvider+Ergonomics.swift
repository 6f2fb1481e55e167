import CGtk

extension StyleProvider {
    /// Applies this provider's style to every widget on the default display, at `priority`
    /// (later additions at the same priority win). Returns false, and does nothing, when
    /// there is no display (GTK not initialized, or no windowing system).
    ///
    /// The display keeps the provider: the wrapper can go. GTK's
    /// `gtk_style_context_add_provider_for_display` on `gdk_display_get_default()`.
    @discardableResult
    public func addToDefaultDisplay(priority: StyleProviderPriority = .application) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        gtk_style_context_add_provider_for_display(display, cPointer(), UInt32(priority.rawValue))  // checked by init(rawValue:)
        return true
    }

    /// Stops applying this provider to the default display's widgets.
    ///
    /// GTK's `gtk_style_context_remove_provider_for_display` on `gdk_display_get_default()`.
    public func removeFromDefaultDisplay() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, cPointer())
    }
}
