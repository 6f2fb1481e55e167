/// A widget type declared in Swift that draws itself: GtkWidget's `snapshot`.
///
/// ```swift
/// final class Meter: Widget, ObjectSubclass, OverridesSnapshot {
///     static let typeName = "MyAppMeter"
///     func snapshot(_ snapshot: Snapshot) {
///         snapshot.appendColor(RGBA(red: 0, green: 0.5, blue: 1, alpha: 1),
///                              x: 0, y: 0, width: Double(width) / 2, height: Double(height))
///     }
/// }
/// ```
///
/// GTK calls it when the widget is drawn: after `queueDraw()`, a resize, a new style. The
/// parent's drawing (a `Box`'s children, say) is ``chainSnapshot(_:)``.
@MainActor
public protocol OverridesSnapshot: Widget, ObjectSubclass {
    /// Draws the widget into `snapshot`, in the widget's coordinates.
    func snapshot(_ snapshot: Snapshot)
}

extension OverridesSnapshot {
    /// Draws what the parent type draws (its `snapshot`), into `snapshot`.
    public func chainSnapshot(_ snapshot: Snapshot) {
        VirtualMethods.chainSnapshot(of: self, snapshot)
    }
}
