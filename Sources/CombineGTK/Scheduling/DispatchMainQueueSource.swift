import CDispatchMainQueue
import CGtk
import Glibc

/// The dispatch main queue, drained on the GLib main loop: what makes Swift concurrency's
/// main actor run inside a GTK app.
///
/// On Linux the main actor's executor is the dispatch main queue, and nothing drains that
/// queue while `g_application_run` or `g_main_loop_run` owns the main thread. This source does,
/// the way CoreFoundation's run loop does on Apple's systems:
///
/// - It watches the queue's own wake-up handle (an eventfd that libdispatch writes when the
///   queue gains work) and, when it is readable, resets it and drains the queue with
///   libdispatch's run-loop callback. No polling and no timer: an idle app does not wake up.
/// - It has `G_PRIORITY_DEFAULT`, like input events and `MainContextScheduler`: main-actor jobs
///   run before GTK redraws (`GDK_PRIORITY_REDRAW`) and before `g_idle_add` callbacks
///   (`G_PRIORITY_DEFAULT_IDLE`) that are ready at the same time, so a label set by a task is
///   painted in the same frame. Jobs run in the order they were enqueued; a job enqueued while
///   the queue drains runs on a later iteration.
/// - A job that runs a nested main loop does not see other jobs run inside it: like on
///   Apple's systems, the main queue is not drained re-entrantly.
///
/// `Application.run()` installs it; call `install()` yourself only when you iterate the
/// default main context some other way. Install, remove and the drain itself happen on the
/// main thread, the only thread libdispatch lets drain its main queue.
@MainActor
public enum DispatchMainQueueSource {
    private static var source: UnsafeMutablePointer<GSource>?

    /// Whether the source is attached to the default main context.
    public static var isInstalled: Bool { source != nil }

    /// Attaches the source to the default main context. Idempotent.
    public static func install() {
        MainThread.check("DispatchMainQueueSource.install()")
        guard source == nil else { return }
        let handle = cdispatch_main_queue_handle()
        let source = g_unix_fd_source_new(handle, G_IO_IN)!
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        g_source_set_name(source, "CombineGTK: dispatch main queue")
        g_source_set_callback(source, unsafeBitCast(drainMainQueue as GUnixFDSourceFunc, to: GSourceFunc.self), nil, nil)
        g_source_attach(source, nil)
        Self.source = source
    }

    /// Detaches the source: main-actor jobs and `DispatchQueue.main` blocks wait until it is
    /// installed again (or something else drains the queue). Idempotent.
    public static func remove() {
        MainThread.check("DispatchMainQueueSource.remove()")
        guard let source else { return }
        g_source_destroy(source)
        g_source_unref(source)
        Self.source = nil
    }
}

/// How many times the source has drained the queue: tests prove with it that an idle queue
/// costs nothing. Written only by the main thread.
nonisolated(unsafe) var dispatchMainQueueDrains = 0

/// The source's callback: reset the eventfd first, so that a job enqueued while the queue
/// drains writes it again and wakes the next iteration, then drain.
private func drainMainQueue(handle: Int32, condition: GIOCondition, data: gpointer?) -> gboolean {
    MainThread.check("draining the dispatch main queue (the default GLib main context was iterated)")
    var count: UInt64 = 0
    _ = read(handle, &count, MemoryLayout<UInt64>.size)
    dispatchMainQueueDrains &+= 1
    cdispatch_main_queue_drain()
    return 1  // G_SOURCE_CONTINUE, which is TRUE, a macro Swift cannot import
}
