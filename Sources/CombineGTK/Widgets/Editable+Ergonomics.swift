@preconcurrency import OpenCombine
import CGtk

/// What the `GtkEditable` widgets (`Entry`, `SearchEntry`, …) share beyond the generated
/// protocol: `changed` with the text (the text's two-way bindings, `bindText(to:)`, are generated).
extension Editable {
    /// `changed`: the text after each edit.
    /// - No initial value. GTK counts replacing the text as two edits (a deletion, then an
    ///   insertion): `text = "b"` over "a" sends "" then "b". Use `textPublisher` for one
    ///   value per change. Finishes when the widget is destroyed; never fails; main thread.
    public var changedPublisher: SignalPublisher<String> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("changed") { String(cString: gtk_editable_get_text(OpaquePointer($0.instance))) }
    }
}
