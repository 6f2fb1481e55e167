import CGtk

extension Snapshot {
    /// Fills the rectangle at `x`, `y` of `width` × `height` with `color`.
    ///
    /// GTK's `gtk_snapshot_append_color` (the generated surface has no `graphene_rect_t` yet).
    public func appendColor(_ color: RGBA, x: Double, y: Double, width: Double, height: Double) {
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(x), Float(y), Float(width), Float(height))
        withCStruct(color.cValue) { gtk_snapshot_append_color(cPointer(), $0, &bounds) }
    }

    /// Draws with cairo into the rectangle at `x`, `y` of `width` × `height`: arcs, curves
    /// and strokes, which GTK 4.8's snapshot has no nodes of its own for.
    ///
    /// ```swift
    /// snapshot.appendCairo(x: 0, y: 0, width: 100, height: 100) { cairo in
    ///     cairo.arc(centerX: 50, centerY: 50, radius: 40)
    ///     cairo.stroke()
    /// }
    /// ```
    ///
    /// GTK's `gtk_snapshot_append_cairo`: `draw` gets a ``CairoContext`` in the snapshot's
    /// coordinates, clipped to the rectangle, valid only while `draw` runs (GTK records the
    /// drawing when it returns). Cairo draws in software; for plain rectangles
    /// ``appendColor(_:x:y:width:height:)`` is cheaper.
    public func appendCairo(x: Double, y: Double, width: Double, height: Double, _ draw: (borrowing CairoContext) -> Void) {
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(x), Float(y), Float(width), Float(height))
        guard let cairo = gtk_snapshot_append_cairo(cPointer(), &bounds) else { return }
        defer { cairo_destroy(cairo) }
        draw(CairoContext(cairo))
    }
}
