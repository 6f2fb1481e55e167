@preconcurrency import OpenCombine
import CGtk

/// A `GtkScale`: a slider. Like every `GtkRange`, it keeps its value in an `Adjustment`,
/// so the value publisher and the two-way binding go through that adjustment.
public final class Scale: Widget {
    public convenience init(orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL, lower: Double, upper: Double, step: Double = 1) {
        self.init(adopting: gObject(gtk_scale_new_with_range(orientation, lower, upper, step)))
    }

    public convenience init(orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL, adjustment: Adjustment) {
        self.init(adopting: gObject(gtk_scale_new(orientation, adjustment.adjustmentPointer)))
    }

    private var rangePointer: UnsafeMutablePointer<GtkRange> { pointer(as: GtkRange.self) }

    public var value: Double {
        get { gtk_range_get_value(rangePointer) }
        set { gtk_range_set_value(rangePointer, newValue) }
    }

    /// The allowed values. Setting it clamps `value` into the new range.
    public var range: ClosedRange<Double> {
        get { adjustment.range }
        set { gtk_range_set_range(rangePointer, newValue.lowerBound, newValue.upperBound) }
    }

    /// The adjustment holding the value. Publishers and bindings made through it follow this
    /// adjustment, not one set later with `gtk_range_set_adjustment`.
    public var adjustment: Adjustment {
        Adjustment.wrapping(gObject(gtk_range_get_adjustment(rangePointer)))
    }

    /// `value-changed`: the new value, each time it changes (by the user or by code).
    /// - No initial value; finishes when the scale is destroyed; never fails; main thread.
    public var valueChangedPublisher: SignalPublisher<Double> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("value-changed") {
            gtk_range_get_value(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkRange.self))
        }
    }

    /// The adjustment's `notify::value`.
    /// - Current value on subscription, then every change; no duplicates; finishes when the
    ///   adjustment is finalized (with the scale, unless something else holds it); never
    ///   fails; main thread.
    public var valuePublisher: PropertyPublisher<Double> { adjustment.valuePublisher }

    /// Sets the value (clamped by GTK), only when it differs.
    public var valueBinder: Binder<Double> {
        binder { scale, value in
            if scale.value != value { scale.value = value }
        }
    }

    /// Sets the range, clamping the value into it, only when it differs.
    public var rangeBinder: Binder<ClosedRange<Double>> {
        binder { scale, range in
            if scale.range != range { scale.range = range }
        }
    }

    /// Binds the adjustment's `value` both ways to `subject`, without echo (see
    /// `Adjustment.bindValue(to:)`).
    public func bindValue<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Double, S.Failure == Never {
        adjustment.bindValue(to: subject)
    }

    /// Binds the adjustment's `value` both ways to `root[keyPath:]`, reported by `publisher`.
    public func bindValue<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Double>, publisher: Source
    ) -> AnyCancellable where Source.Output == Double, Source.Failure == Never {
        adjustment.bindValue(to: root, keyPath, publisher: publisher)
    }
}
