@preconcurrency import OpenCombine
import CGtk

/// A `GtkWindow`.
///
/// GTK keeps its own reference on a window until `destroy()`; the wrapper holds another, so
/// the window lives until both are gone.
open class Window: Widget {
    public convenience init() {
        self.init(retaining: gObject(gtk_window_new()))
    }

    public var title: String? {
        get { gtk_window_get_title(pointer(as: GtkWindow.self)).map { String(cString: $0) } }
        set { gtk_window_set_title(pointer(as: GtkWindow.self), newValue) }
    }

    /// The window's content.
    public var child: Widget? {
        get { gtk_window_get_child(pointer(as: GtkWindow.self)).map { Widget.wrapping(gObject($0)) } }
        set { gtk_window_set_child(pointer(as: GtkWindow.self), newValue?.widgetPointer) }
    }

    /// Sets the widget shown as the title bar (a `HeaderBar`).
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(pointer(as: GtkWindow.self), titlebar?.widgetPointer)
    }

    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(pointer(as: GtkWindow.self), width, height)
    }

    public func present() { gtk_window_present(pointer(as: GtkWindow.self)) }

    /// Asks the window to close, as its close button does (`close-request` is emitted).
    public func close() { gtk_window_close(pointer(as: GtkWindow.self)) }

    /// Destroys the window and every widget inside it, at once: their publishers finish,
    /// their handlers are disconnected and their boxes freed, even while Swift wrappers
    /// still hold some of them (those wrappers then report `isDisposed`).
    ///
    /// `gtk_window_destroy` alone only drops GTK's own reference, so a window or child that
    /// a wrapper holds would live on, silently; like GTK 3's `gtk_widget_destroy`, this also
    /// disposes them.
    public func destroy() {
        let wrapped = descendants(of: widgetPointer).filter { WrapperSlot.existing(on: gObject($0))?.wrapper != nil }
        wrapped.forEach { g_object_ref($0) }
        gtk_window_destroy(pointer(as: GtkWindow.self))
        g_object_run_dispose(objectPointer)
        for widget in wrapped {
            g_object_run_dispose(gObject(widget))
            g_object_unref(widget)
        }
    }

    private func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// `close-request`: the user (or `close()`) asked to close the window. The window closes
    /// unless something else stops it.
    /// - No initial value; finishes when the window is destroyed; main thread.
    public var closeRequestPublisher: SignalPublisher<Void> { signalPublisher("close-request") }

    /// `notify::default-width`: current value first, then changes; no duplicates.
    public var defaultWidthPublisher: PropertyPublisher<Int32> { propertyPublisher(PropertyTable.windowDefaultWidth) }

    /// `notify::default-height`: current value first, then changes; no duplicates.
    public var defaultHeightPublisher: PropertyPublisher<Int32> { propertyPublisher(PropertyTable.windowDefaultHeight) }

    /// `notify::is-active`: whether the window has the focus; current value first.
    public var isActivePublisher: PropertyPublisher<Bool> { propertyPublisher(PropertyTable.windowIsActive) }

    /// Sets `title`.
    public var titleBinder: Binder<String?> { propertyBinder(PropertyTable.windowTitle) }
}
