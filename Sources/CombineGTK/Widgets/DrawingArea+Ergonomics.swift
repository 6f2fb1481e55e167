import CGtk

/// The draw function as a Swift closure, which the GIR cannot express
/// (`gtk_drawing_area_set_draw_func` takes a C callback and its data), and a binder that
/// redraws.
extension DrawingArea {
    /// Draws the area's content with `draw` whenever GTK paints it, replacing any previous
    /// draw function (`gtk_drawing_area_set_draw_func`).
    ///
    /// - `draw` receives a cairo context, valid only during the call (it cannot leave it:
    ///   see `CairoContext`), and the area's width and height in pixels. It runs on the main
    ///   thread, while GTK paints a frame: read the state to draw, change nothing.
    /// - GTK calls it only when the area needs painting; after the state it reads changes,
    ///   ask for a redraw (`redrawBinder()`, or `queueDraw()`).
    /// - The area holds `draw` until another draw function replaces it or the area is
    ///   disposed, when GLib's destroy notify releases it. A closure that captures the area
    ///   itself strongly keeps it alive for ever: capture it `weak`, or draw from what
    ///   `draw` is given.
    public func setDrawFunction(_ draw: @escaping @MainActor (_ context: borrowing CairoContext, _ width: Int, _ height: Int) -> Void) {
        MainThread.check("DrawingArea.setDrawFunction")
        // The closure is boxed as every C callback's is (`ClosureBox`, `CallbackData`); the
        // generated `setDrawFunc` would need a cairo context, which only this borrows.
        gtk_drawing_area_set_draw_func(cPointer(), { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            MainActor.assumeIsolated {
                CallbackData.object(data, as: ClosureBox<DrawFunction>.self).body(CairoContext(cairo), Int(width), Int(height))
            }
        }, CallbackData.retained(ClosureBox<DrawFunction>(draw)), CallbackData.release)
    }

    /// A binder that asks GTK to redraw the area (`gtk_widget_queue_draw`) for each value,
    /// whatever it is: bind it to the publishers of the state the draw function reads.
    /// Redraws asked for within one frame make one.
    ///
    /// - Holds the area weakly; applies on the main thread (see `binder(_:)`).
    public func redrawBinder<Value>(_ value: Value.Type = Value.self) -> Binder<Value> {
        binder { area, _ in area.queueDraw() }
    }
}

/// A draw function, as the data GTK hands back to the C callback.
private typealias DrawFunction = @MainActor (borrowing CairoContext, Int, Int) -> Void
