/// A widget type declared in Swift that says its own size: GtkWidget's `measure`.
///
/// GTK asks it for each orientation, `forSize` being the size in the other orientation
/// (-1: not known). A widget with a layout manager (a `Box`) is measured by its layout
/// manager instead, as GTK does for C widgets.
@MainActor
public protocol OverridesMeasure: Widget, ObjectSubclass {
    /// The widget's minimum and natural size in `orientation`, and its baselines (-1: none).
    func measure(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int, minimumBaseline: Int, naturalBaseline: Int)
}

extension OverridesMeasure {
    /// What the parent type's `measure` says.
    public func chainMeasure(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int, minimumBaseline: Int, naturalBaseline: Int) {
        VirtualMethods.chainMeasure(of: self, orientation, forSize: forSize)
    }
}
