import CGtk

/// A slider's constructors with defaults. Like every `RangeWidget`, a scale keeps its value
/// in an `Adjustment` (see `RangeWidget`'s value, range and bindings).
extension Scale {
    /// A slider from `lower` to `upper` moving by `step`, at `lower`.
    public convenience init(orientation: Orientation = .horizontal, lower: Double, upper: Double, step: Double = 1) {
        self.init(adopting: gObject(gtk_scale_new_with_range(orientation.gtkValue, lower, upper, step)))
    }

    /// A slider over `adjustment` (shared with other widgets, if they use it too).
    public convenience init(orientation: Orientation = .horizontal, adjustment: Adjustment) {
        self.init(adopting: gObject(gtk_scale_new(orientation.gtkValue, adjustment.adjustmentPointer)))
    }
}
