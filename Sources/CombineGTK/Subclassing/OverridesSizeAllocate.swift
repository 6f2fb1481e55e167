/// A widget type declared in Swift that places its children itself: GtkWidget's
/// `size_allocate`, called when the widget gets its size.
///
/// A widget with a layout manager (a `Box`) is allocated by its layout manager instead, as
/// GTK does for C widgets.
@MainActor
public protocol OverridesSizeAllocate: Widget, ObjectSubclass {
    /// The widget got `width` × `height` and `baseline` (-1: none); allocate its children.
    func sizeAllocate(width: Int, height: Int, baseline: Int)
}

extension OverridesSizeAllocate {
    /// Runs the parent type's `size_allocate`.
    public func chainSizeAllocate(width: Int, height: Int, baseline: Int) {
        VirtualMethods.chainSizeAllocate(of: self, width: width, height: height, baseline: baseline)
    }
}
