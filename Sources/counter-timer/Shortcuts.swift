import CGtk
import CombineGTK

/// Window-wide keyboard shortcuts handled in the capture phase, ahead of the focused widget.
@MainActor
enum Shortcuts {
    /// Makes `key` (a GDK key name: `"space"`) trigger the detailed `action` in `window`.
    static func capture(in window: Window, key: String, action: String) {
        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let trigger = gtk_keyval_trigger_new(gdk_keyval_from_name(key), GdkModifierType(rawValue: 0))
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, gtk_named_action_new(action)))
        gtk_widget_add_controller(window.widgetPointer, controller)
    }
}
