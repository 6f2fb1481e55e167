@preconcurrency import OpenCombine
import CGtk

/// Constructors with defaults, the bounds as one range, and `value-changed` with the value.
extension SpinButton {
    /// A spin button from `lower` to `upper` moving by `step`, at `lower`, showing as many
    /// digits as `step` needs.
    public convenience init(lower: Double, upper: Double, step: Double = 1) {
        self.init(adopting: gObject(gtk_spin_button_new_with_range(lower, upper, step)))
    }

    /// A spin button over `adjustment`, accelerating by `climbRate` while held, showing
    /// `digits` decimals.
    public convenience init(adjustment: Adjustment, climbRate: Double = 1, digits: Int = 0) {
        self.init(adopting: gObject(gtk_spin_button_new(adjustment.adjustmentPointer, climbRate, cInteger(digits, "digits", of: "gtk_spin_button_new"))))
    }

    /// `init(adjustment:climbRate:digits:)` with the digits as GTK's C type spells them.
    @available(*, deprecated, message: "digits is an Int: write init(adjustment:climbRate:digits:) with an Int")
    public convenience init(adjustment: Adjustment, climbRate: Double = 1, digits: UInt32) {
        self.init(adjustment: adjustment, climbRate: climbRate, digits: Int(digits))
    }

    /// The allowed values. Setting it clamps `value` into the new range.
    public var range: ClosedRange<Double> {
        get {
            var lower = 0.0, upper = 0.0
            gtk_spin_button_get_range(opaquePointer, &lower, &upper)
            return lower...max(lower, upper)
        }
        set { gtk_spin_button_set_range(opaquePointer, newValue.lowerBound, newValue.upperBound) }
    }

    /// The adjustment holding the value; it lives as long as the spin button uses it. Not
    /// optional, unlike the generated accessors of object properties: a spin button always
    /// has one.
    public var adjustment: Adjustment {
        get { Adjustment.wrapping(gObject(gtk_spin_button_get_adjustment(opaquePointer))) }
        set { gtk_spin_button_set_adjustment(opaquePointer, newValue.adjustmentPointer) }
    }

    /// `value-changed`: the new value, each time it changes (by the user or by code).
    /// - No initial value; finishes when the spin button is destroyed; never fails; main thread.
    public var valueChangedPublisher: SignalPublisher<Double> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("value-changed") { gtk_spin_button_get_value(OpaquePointer($0.instance)) }
    }

    /// Sets the range, clamping the value into it, only when it differs.
    public var rangeBinder: Binder<ClosedRange<Double>> {
        binder { spinButton, range in
            if spinButton.range != range { spinButton.range = range }
        }
    }
}
