import CGtk

extension ShortcutTrigger {
    /// The trigger `string` describes, or nil when GTK cannot read it: an accelerator
    /// (`"space"`, `"<Control>r"`), `"never"`, or two of them joined by `|` (either one).
    ///
    /// ```swift
    /// let controller = ShortcutController()
    /// if let trigger = ShortcutTrigger.parseString("<Control>r") {
    ///     controller.addShortcut(Shortcut(trigger: trigger, action: NamedAction(name: "app.reset")))
    /// }
    /// window.addController(controller)
    /// ```
    ///
    /// GTK's `gtk_shortcut_trigger_parse_string`; the result is the most derived wrapper
    /// (a ``KeyvalTrigger`` for a key).
    public static func parseString(_ string: String) -> ShortcutTrigger? {
        wrap(full: gtk_shortcut_trigger_parse_string(string))
    }
}
