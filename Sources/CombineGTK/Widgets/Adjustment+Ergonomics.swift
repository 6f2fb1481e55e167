@preconcurrency import OpenCombine
import CGtk

/// A constructor with defaults, the bounds as one range, and `value-changed` with the value.
/// GTK keeps `value` within `lower…upper - pageSize` when it is set: a two-way binding
/// (`bindValue(to:)`, generated) clamps a model value outside on the widget and does not
/// report it back.
extension Adjustment {
    /// An adjustment from 0 to 100 stepping by 1 unless told otherwise; `pageSize` is 0 for
    /// a slider or spin button (only scrolling uses it).
    public convenience init(
        value: Double = 0, lower: Double = 0, upper: Double = 100,
        stepIncrement: Double = 1, pageIncrement: Double = 10, pageSize: Double = 0
    ) {
        self.init(adopting: gObject(gtk_adjustment_new(value, lower, upper, stepIncrement, pageIncrement, pageSize)))
    }

    var adjustmentPointer: UnsafeMutablePointer<GtkAdjustment> { pointer(as: GtkAdjustment.self) }

    /// `lower…upper`. Setting it clamps `value` into the new range.
    public var range: ClosedRange<Double> {
        get {
            let lower = gtk_adjustment_get_lower(adjustmentPointer)
            return lower...max(lower, gtk_adjustment_get_upper(adjustmentPointer))
        }
        set {
            let a = adjustmentPointer
            // One `configure` call: setting lower and upper one by one would leave the value
            // outside the range (GTK only clamps when the value is set).
            let top = max(newValue.lowerBound, newValue.upperBound - gtk_adjustment_get_page_size(a))
            let clamped = min(max(gtk_adjustment_get_value(a), newValue.lowerBound), top)
            gtk_adjustment_configure(a, clamped, newValue.lowerBound, newValue.upperBound, gtk_adjustment_get_step_increment(a),
                                     gtk_adjustment_get_page_increment(a), gtk_adjustment_get_page_size(a))
        }
    }

    /// `value-changed`: the new value, each time it changes (by the user or by code).
    /// - No initial value; finishes when the adjustment is finalized; never fails; main thread.
    public var valueChangedPublisher: SignalPublisher<Double> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("value-changed") {
            gtk_adjustment_get_value(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkAdjustment.self))
        }
    }

    /// Sets `lower…upper` at once, clamping the value into it, only when it differs.
    public var rangeBinder: Binder<ClosedRange<Double>> {
        binder { adjustment, range in
            if adjustment.range != range { adjustment.range = range }
        }
    }
}
