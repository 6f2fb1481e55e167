@preconcurrency import OpenCombine
import CGtk

/// Presses and releases as `Click` values (press count and position).
extension GestureClick {
    /// `pressed`: a button went down; how many times in a row and where.
    /// - No initial value; finishes when the gesture is finalized (with its widget, once no
    ///   wrapper holds it); never fails; main thread.
    public var pressedPublisher: SignalPublisher<Click> {
        signalPublisher("pressed", read: Self.click)
    }

    /// `released`: the button went up; how many presses in a row and where.
    /// - No initial value; finishes when the gesture is finalized; never fails; main thread.
    public var releasedPublisher: SignalPublisher<Click> {
        signalPublisher("released", read: Self.click)
    }

    /// Reads `(gint n_press, gdouble x, gdouble y)`.
    private static func click(_ emission: SignalEmission) -> Click {
        Click(
            pressCount: emission.argument(0, as: Int.self) ?? 0,
            x: emission.argument(1, as: Double.self) ?? 0,
            y: emission.argument(2, as: Double.self) ?? 0
        )
    }
}
