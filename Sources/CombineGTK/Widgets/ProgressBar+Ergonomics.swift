@preconcurrency import OpenCombine
import CGtk

/// A fraction binder that clamps.
extension ProgressBar {
    /// Sets `fraction`, clamped to 0…1, only when it differs.
    public var fractionBinder: Binder<Double> {
        // Not the property: GObject refuses an out-of-range value (with a warning), where
        // `gtk_progress_bar_set_fraction` clamps it.
        binder { bar, fraction in
            let clamped = min(max(fraction, 0), 1)
            if bar.fraction != clamped { bar.fraction = clamped }
        }
    }
}
