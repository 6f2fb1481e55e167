import CGtk
import CombineGTK

/// `widget` as its window's renderer draws it: its ARGB pixels (`0xAARRGGBB`, premultiplied),
/// row by row, `widget.width()` to a row. The widget paintable shows the widget's render node
/// of the last frame GTK drew, so after a change wait for the next frame (poll). Nil before
/// the widget has a size, a window or a frame.
@MainActor
func renderedPixels(of widget: Widget) -> [UInt32]? {
    let width = widget.width(), height = widget.height()
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget.widgetPointer),
          let renderer = gtk_native_get_renderer(native) else { return nil }
    let paintable = gtk_widget_paintable_new(widget.widgetPointer)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBytes { buffer in
        gdk_texture_download(texture, buffer.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(width * 4))
    }
    return pixels
}
