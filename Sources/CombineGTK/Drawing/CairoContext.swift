import CGtk

/// The cairo context a `DrawingArea`'s draw function draws with (`cairo_t`), with the few
/// cairo calls a canvas needs, named after cairo's own (`cairo_set_source_rgb` is
/// `setSourceRGB(red:green:blue:)`). Coordinates are in the widget's pixels, from its
/// top-left corner.
///
/// The context is valid only during the draw call that received it: GTK owns it and may free
/// it when the call returns. It is noncopyable and reaches the draw function `borrowing`, so
/// it cannot be stored, returned or copied out of the call (the compiler refuses).
///
/// Like cairo, it builds a path (`moveTo`, `lineTo`, `rectangle`, `arc`) and then paints it:
/// `fill()` and `stroke()` consume the path, their `…Preserve` forms keep it for the next
/// operation (fill, then stroke an outline of the same shape).
@MainActor
public struct CairoContext: ~Copyable {
    private let cairo: OpaquePointer

    /// Wraps GTK's context for the length of one draw call.
    init(_ cairo: OpaquePointer) { self.cairo = cairo }

    /// The raw `cairo_t *`, for cairo calls this type does not wrap; valid only during the
    /// draw call.
    public var cairoPointer: OpaquePointer { cairo }

    /// `cairo_set_source_rgb`: paint in this opaque colour (components from 0 to 1).
    public func setSourceRGB(red: Double, green: Double, blue: Double) {
        cairo_set_source_rgb(cairo, red, green, blue)
    }

    /// `cairo_set_source_rgba`: paint in this colour (components and alpha from 0 to 1).
    public func setSourceRGBA(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }

    /// `cairo_set_line_width`, `cairo_get_line_width`: the width `stroke()` draws with (2 by
    /// default).
    public var lineWidth: Double {
        get { cairo_get_line_width(cairo) }
        nonmutating set { cairo_set_line_width(cairo, newValue) }
    }

    /// `cairo_move_to`: starts a new sub-path at (x, y).
    public func moveTo(x: Double, y: Double) { cairo_move_to(cairo, x, y) }

    /// `cairo_line_to`: a straight line from the current point to (x, y).
    public func lineTo(x: Double, y: Double) { cairo_line_to(cairo, x, y) }

    /// `cairo_rectangle`: a closed rectangle sub-path.
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(cairo, x, y, width, height)
    }

    /// `cairo_new_sub_path` then `cairo_arc`: an arc around (centerX, centerY), clockwise
    /// from `angle1` to `angle2` (radians, 0 pointing right); with the default angles, a
    /// whole circle. Starting a new sub-path keeps cairo from joining it to the previous one
    /// with a line.
    public func arc(centerX: Double, centerY: Double, radius: Double, angle1: Double = 0, angle2: Double = 2 * .pi) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, centerX, centerY, radius, angle1, angle2)
    }

    /// `cairo_fill`: fills the path, then clears it.
    public func fill() { cairo_fill(cairo) }

    /// `cairo_fill_preserve`: fills the path and keeps it.
    public func fillPreserve() { cairo_fill_preserve(cairo) }

    /// `cairo_stroke`: draws the path's outline (`lineWidth` wide), then clears it.
    public func stroke() { cairo_stroke(cairo) }

    /// `cairo_stroke_preserve`: draws the path's outline and keeps it.
    public func strokePreserve() { cairo_stroke_preserve(cairo) }

    /// `cairo_paint`: paints the whole drawing area with the source (a background).
    public func paint() { cairo_paint(cairo) }

    /// `cairo_save`: pushes the drawing state (source, line width, transformation, clip; not
    /// the path), for `restore()` to bring back.
    public func save() { cairo_save(cairo) }

    /// `cairo_restore`: brings back the state of the matching `save()`.
    public func restore() { cairo_restore(cairo) }
}
