import CGtk

/// Start-up measurement: with `COMBINEGTK_EXIT_AFTER_FIRST_PAINT` set in the environment, an
/// application quits as soon as its first window has been painted once, so a harness can time
/// "start to first paint" of any CombineGTK program from outside (`make bench` does, against
/// a C program that ends at the same point; see Benchmarks/Support/startup).
enum FirstPaintExit {
    static let variable = "COMBINEGTK_EXIT_AFTER_FIRST_PAINT"

    /// Connects the exit to `application` when the variable is set; otherwise does nothing.
    /// Plain C callbacks: nothing of the reactive path runs, so the measurement holds only
    /// what the application itself does to reach its first frame.
    static func installIfRequested(on application: UnsafeMutablePointer<GApplication>) {
        guard getenv(variable) != nil else { return }
        connect(application, "window-added", windowAdded as WindowAdded, data: nil)
    }
}

private typealias WindowAdded = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
private typealias InstanceHandler = @convention(c) (gpointer?, gpointer?) -> Void

private func connect<F>(_ instance: UnsafeMutableRawPointer?, _ signal: String, _ handler: F, data: gpointer?) {
    g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, G_CONNECT_DEFAULT)
}

private func windowAdded(application: gpointer?, window: gpointer?, _: gpointer?) {
    connect(window, "map", windowMapped as InstanceHandler, data: application)
}

private func windowMapped(window: gpointer?, application: gpointer?) {
    guard let clock = gtk_widget_get_frame_clock(window?.assumingMemoryBound(to: GtkWidget.self)) else { return }
    connect(UnsafeMutableRawPointer(clock), "after-paint", afterPaint as InstanceHandler, data: application)
}

private func afterPaint(clock: gpointer?, application: gpointer?) {
    g_signal_handlers_disconnect_matched(clock, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, application)
    g_application_quit(application?.assumingMemoryBound(to: GApplication.self))
}
