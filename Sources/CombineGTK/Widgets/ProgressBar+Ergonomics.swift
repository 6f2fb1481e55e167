@preconcurrency import OpenCombine
import CGtk

/// `show-text` under a Swift name, and a fraction binder that clamps.
extension ProgressBar {
    /// `show-text`: whether `text` (or the percentage) is shown on the bar.
    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(opaquePointer) != 0 }
        set { gtk_progress_bar_set_show_text(opaquePointer, newValue ? 1 : 0) }
    }

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
