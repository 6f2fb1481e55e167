@preconcurrency import OpenCombine
import CGtk

/// The bounds as one range, and binders that keep the value inside them.
extension LevelBar {
    /// `min` must not be negative (GTK refuses it).
    public convenience init(min: Double = 0, max: Double = 1) {
        self.init(adopting: gObject(gtk_level_bar_new_for_interval(min, max)))
    }

    /// `min-value…max-value`. Setting it clamps `value` into the new range.
    public var range: ClosedRange<Double> {
        get {
            let lower = gtk_level_bar_get_min_value(opaquePointer)
            return lower...Swift.max(lower, gtk_level_bar_get_max_value(opaquePointer))
        }
        set {
            // GTK clamps the value against each bound as it is set; in this order the two
            // bounds never cross, so the value ends up inside the new range.
            if newValue.lowerBound > gtk_level_bar_get_max_value(opaquePointer) {
                gtk_level_bar_set_max_value(opaquePointer, newValue.upperBound)
                gtk_level_bar_set_min_value(opaquePointer, newValue.lowerBound)
            } else {
                gtk_level_bar_set_min_value(opaquePointer, newValue.lowerBound)
                gtk_level_bar_set_max_value(opaquePointer, newValue.upperBound)
            }
        }
    }

    /// Sets `value`, clamped to `range`, only when it differs.
    public var valueBinder: Binder<Double> {
        // GTK does not clamp the value, and GObject refuses a negative one with a warning.
        binder { levelBar, value in
            let range = levelBar.range
            let clamped = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
            if levelBar.value != clamped { levelBar.value = clamped }
        }
    }

    /// Sets `min-value…max-value`, only when it differs.
    public var rangeBinder: Binder<ClosedRange<Double>> {
        binder { levelBar, range in
            if levelBar.range != range { levelBar.range = range }
        }
    }
}
