import CombineGTK

/// Window-wide keyboard shortcuts handled in the capture phase, ahead of the focused widget.
@MainActor
enum Shortcuts {
    /// Makes `key` (an accelerator: `"space"`, `"<Control>r"`) trigger the detailed `action`
    /// in `window`.
    static func capture(in window: Window, key: String, action: String) {
        guard let trigger = ShortcutTrigger.parseString(key) else {
            return printError("counter-timer: \"\(key)\" is not a key GTK knows; no shortcut for \(action)\n")
        }
        let controller = ShortcutController()
        controller.propagationPhase = .capture
        controller.addShortcut(Shortcut(trigger: trigger, action: NamedAction(name: action)))
        window.addController(controller)
    }
}
