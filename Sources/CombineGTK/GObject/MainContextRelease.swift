import CGtk

/// Runs `release(pointer)` at once on the main thread; from another thread, on the main
/// context, as the destroy notify of an idle source that does nothing. Not
/// `g_main_context_invoke`: from a thread without a context of its own it would run here.
/// How a wrapper's last Swift reference, gone on any thread, gives its GObject reference back.
func releaseOnMainContext(_ pointer: UnsafeMutablePointer<GObject>, _ release: @escaping GDestroyNotify) {
    if MainThread.isCurrent {
        release(UnsafeMutableRawPointer(pointer))
    } else {
        g_idle_add_full(G_PRIORITY_DEFAULT, { _ in gboolean(G_SOURCE_REMOVE) }, UnsafeMutableRawPointer(pointer), release)
    }
}
