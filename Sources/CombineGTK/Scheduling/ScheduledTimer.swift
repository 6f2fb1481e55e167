@preconcurrency import OpenCombine
import CGtk

/// One delayed or repeating action of `MainContextScheduler`: a chain of one-shot timeout
/// sources, each aimed at an absolute time, so ticks do not drift.
final class ScheduledTimer: OpenCombine.Cancellable, @unchecked Sendable {
    private let lock = PThreadMutex()
    private var next: MainContextScheduler.SchedulerTimeType
    private let interval: MainContextScheduler.SchedulerTimeType.Stride?
    private let priority: Int32
    private var action: (() -> Void)?
    private var sourceID: guint = 0

    init(date: MainContextScheduler.SchedulerTimeType, interval: MainContextScheduler.SchedulerTimeType.Stride?, priority: Int32, action: @escaping () -> Void) {
        self.next = date
        self.interval = interval.map { max($0, .microseconds(1)) }
        self.priority = priority
        self.action = action
    }

    /// Adds a timeout source that fires at `next` or later. GLib counts timeouts in whole
    /// milliseconds from now; rounding up keeps it from firing early.
    func arm() {
        lock.withLock {
            guard action != nil else { return }
            let delay = max(0, next.microseconds - Int64(g_get_monotonic_time()))
            let milliseconds = guint(clamping: (delay + 999) / 1000)
            let box = Unmanaged.passRetained(self).toOpaque()
            sourceID = g_timeout_add_full(priority, milliseconds, { data in
                Unmanaged<ScheduledTimer>.fromOpaque(data!).takeUnretainedValue().fire()
                return gboolean(G_SOURCE_REMOVE)
            }, box, { data in
                Unmanaged<ScheduledTimer>.fromOpaque(data!).release()
            })
        }
    }

    private func fire() {
        let action: (() -> Void)? = lock.withLock {
            sourceID = 0
            guard let action = self.action else { return nil }
            if let interval {
                // Skip ticks that are already past rather than firing them in a burst.
                let now = Int64(g_get_monotonic_time())
                repeat { next = next.advanced(by: interval) } while next.microseconds <= now
            } else {
                self.action = nil
            }
            return action
        }
        guard let action else { return }
        action()
        if interval != nil { arm() }
    }

    func cancel() {
        let id: guint = lock.withLock {
            action = nil
            defer { sourceID = 0 }
            return sourceID
        }
        if id != 0 { g_source_remove(id) }
    }
}
