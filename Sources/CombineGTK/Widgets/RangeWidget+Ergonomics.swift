@preconcurrency import OpenCombine
import CGtk

/// A `GtkRange` (`Scale`, `Scrollbar`) keeps its value in an `Adjustment`: GTK has no
/// `value` property on the range itself, so the value publisher and the two-way binding go
/// through that adjustment, and the value and bounds get Swift properties here.
extension RangeWidget {
    private var rangePointer: UnsafeMutablePointer<GtkRange> { pointer(as: GtkRange.self) }

    /// The value, within the adjustment's bounds (GTK clamps what is set).
    public var value: Double {
        get { gtk_range_get_value(rangePointer) }
        set { gtk_range_set_value(rangePointer, newValue) }
    }

    /// The adjustment holding the value. Not optional, unlike the generated accessors of
    /// object properties: a range always has one.
    public var adjustment: Adjustment {
        get { Adjustment.wrapping(gObject(gtk_range_get_adjustment(rangePointer))) }
        set { gtk_range_set_adjustment(rangePointer, newValue.adjustmentPointer) }
    }

    /// The allowed values. Setting it clamps `value` into the new range.
    public var range: ClosedRange<Double> {
        get { adjustment.range }
        set { gtk_range_set_range(rangePointer, newValue.lowerBound, newValue.upperBound) }
    }

    /// `value-changed`: the new value, each time it changes (by the user or by code).
    /// - No initial value; finishes when the range is destroyed; never fails; main thread.
    public var valueChangedPublisher: SignalPublisher<Double> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("value-changed") {
            gtk_range_get_value(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkRange.self))
        }
    }

    /// The adjustment's `notify::value`. Publishers and bindings made through it follow this
    /// adjustment, not one set later (`adjustment = …`).
    /// - Current value on subscription, then every change; no duplicates; finishes when the
    ///   adjustment is finalized (with the range, unless something else holds it); never
    ///   fails; main thread.
    public var valuePublisher: PropertyPublisher<Double> { adjustment.valuePublisher }

    /// Sets the value (clamped by GTK), only when it differs.
    public var valueBinder: Binder<Double> {
        binder { range, value in
            if range.value != value { range.value = value }
        }
    }

    /// Sets the range, clamping the value into it, only when it differs.
    public var rangeBinder: Binder<ClosedRange<Double>> {
        binder { range, bounds in
            if range.range != bounds { range.range = bounds }
        }
    }

    /// Binds the adjustment's `value` both ways to `subject`, without echo (see
    /// `Adjustment.bindValue(to:)`).
    public func bindValue<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Double, S.Failure == Never {
        adjustment.bindValue(to: subject)
    }

    /// Binds `value` both ways to an `@Published` property, named once
    /// (`bindValue(to: &model.$volume)`); see `Object.bind(_:to:)` for the lifetimes.
    public func bindValue(to published: inout Published<Double>.Publisher) -> AnyCancellable {
        adjustment.bindValue(to: &published)
    }

    /// Binds the adjustment's `value` both ways to `root[keyPath:]`, reported by `publisher`.
    public func bindValue<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Double>, publisher: Source
    ) -> AnyCancellable where Source.Output == Double, Source.Failure == Never {
        adjustment.bind(Adjustment.valueProperty, to: root, keyPath, publisher: publisher)
    }
}
