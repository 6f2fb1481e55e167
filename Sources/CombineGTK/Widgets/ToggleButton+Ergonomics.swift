@preconcurrency import OpenCombine
import CGtk

/// A toggle button's `toggled` with the new state. Label and `clicked` come from `Button`, its GTK
/// parent; `isActive` and its two-way bindings (`bindActive(to:)`) are generated.
extension ToggleButton {
    /// `toggled`: the new state, each time it flips (by the user or by code).
    /// - No initial value; finishes when the button is destroyed; never fails; main thread.
    public var toggledPublisher: SignalPublisher<Bool> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("toggled") {
            gtk_toggle_button_get_active(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkToggleButton.self)) != 0
        }
    }
}
