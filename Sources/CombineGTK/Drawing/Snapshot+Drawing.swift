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
}
