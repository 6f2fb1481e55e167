@preconcurrency import OpenCombine
import CGtk

/// Key presses and releases as `KeyPress` values, with the key's name.
extension EventControllerKey {
    /// `key-pressed`: a key went down.
    /// - No initial value; finishes when the controller is finalized; never fails; main
    ///   thread.
    /// - Observes without handling: the press still propagates to the widget and its
    ///   ancestors (the handler returns `FALSE`). To handle it, use `onKeyPressed(_:)`.
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
            keyval: emission.argument(0, as: Int.self) ?? 0,
            keycode: emission.argument(1, as: Int.self) ?? 0,
            modifiers: KeyModifiers(rawValue: emission.argument(2, as: UInt32.self) ?? 0)
        )
    }
}
