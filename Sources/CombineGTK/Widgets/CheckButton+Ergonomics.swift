@preconcurrency import OpenCombine
import CGtk

/// A check box's `toggled` with the new state; `isActive` and its two-way bindings
/// (`bindActive(to:)`) are generated.
extension CheckButton {
    /// `toggled`: the new state, each time it flips (by the user or by code).
    /// - No initial value; finishes when the button is destroyed; never fails; main thread.
    public var toggledPublisher: SignalPublisher<Bool> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("toggled") {
            gtk_check_button_get_active(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkCheckButton.self)) != 0
        }
    }
}
