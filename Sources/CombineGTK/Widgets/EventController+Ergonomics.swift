import CGtk

/// Controllers are plain `GObject`s (not floating), so a wrapper adopts the reference a
/// `*_new` constructor returns. `Widget.addController(_:)` gives the widget a reference of
/// its own, so the controller lives while the widget has it or the wrapper exists; it goes
/// with the widget (GTK removes a widget's controllers when it is disposed).
extension EventController {
    /// The controller, for GTK calls CombineGTK does not wrap (`GtkEventController *`).
    public nonisolated var controllerPointer: OpaquePointer { opaquePointer }
}
