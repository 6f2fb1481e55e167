@preconcurrency import OpenCombine
import CGtk

/// A `GtkEventController`: what turns a widget's input events into signals. Subclasses
/// (`GestureClick`, `EventControllerKey`) publish those signals.
///
/// Controllers are plain `GObject`s (not floating), so the wrapper adopts the reference a
/// `*_new` constructor returns. `Widget.addController(_:)` gives the widget a reference of its
/// own, so the controller lives while the widget has it or the wrapper exists; it goes with
/// the widget (GTK removes a widget's controllers when it is disposed).
///
/// Publishers follow `SignalPublisher`: they hold the controller weakly, finish once when it
/// is finalized, never fail, and deliver on the main thread.
open class EventController: Object {
    /// The controller, for GTK calls CombineGTK does not wrap (`GtkEventController *`).
    public nonisolated var controllerPointer: OpaquePointer { opaquePointer }

    /// The widget the controller was added to, if any.
    public var widget: Widget? {
        gtk_event_controller_get_widget(controllerPointer).map { Widget.wrapping(gObject($0)) }
    }

    /// The phase in which the controller handles events (`GTK_PHASE_BUBBLE` by default).
    public var propagationPhase: GtkPropagationPhase {
        get { gtk_event_controller_get_propagation_phase(controllerPointer) }
        set { gtk_event_controller_set_propagation_phase(controllerPointer, newValue) }
    }

    /// A name for debugging (`GtkInspector` shows it).
    public var name: String? {
        get { gtk_event_controller_get_name(controllerPointer).map { String(cString: $0) } }
        set { gtk_event_controller_set_name(controllerPointer, newValue) }
    }
}
