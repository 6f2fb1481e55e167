@preconcurrency import OpenCombine
import CGtk

/// A `GtkEventControllerKey`: key presses and releases while the widget it is added to
/// (`widget.addController(keys)`), or a child of it, has the keyboard focus.
public final class EventControllerKey: EventController {
    public convenience init() {
        self.init(adopting: UnsafeMutablePointer<GObject>(gtk_event_controller_key_new()!))
    }

    /// `key-pressed`: a key went down.
    /// - No initial value; finishes when the controller is finalized; never fails; main
    ///   thread.
    /// - Observes without handling: the press still propagates to the widget and its
    ///   ancestors (the handler returns `FALSE`).
    public var keyPressedPublisher: SignalPublisher<KeyPress> {
        signalPublisher("key-pressed", read: Self.keyPress)
    }

    /// `key-released`: a key went up.
    /// - No initial value; finishes when the controller is finalized; never fails; main
    ///   thread.
    public var keyReleasedPublisher: SignalPublisher<KeyPress> {
        signalPublisher("key-released", read: Self.keyPress)
    }

    /// Reads `(guint keyval, guint keycode, GdkModifierType state)`.
    private static func keyPress(_ emission: SignalEmission) -> KeyPress {
        KeyPress(
            keyval: emission.argument(0, as: UInt32.self) ?? 0,
            keycode: emission.argument(1, as: UInt32.self) ?? 0,
            modifiers: KeyModifiers(rawValue: emission.argument(2, as: UInt32.self) ?? 0)
        )
    }
}
