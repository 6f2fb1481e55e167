@preconcurrency import OpenCombine
import CGtk

/// An OpenCombine `Scheduler` on the GLib main context: the thread GTK runs on.
///
/// - `schedule(options:_:)` runs the action from an idle source, in the order scheduled.
/// - `schedule(after:…)` runs it from a timeout source, never before the date (times are
///   `g_get_monotonic_time`, in microseconds).
/// - `schedule(after:interval:…)` repeats against absolute times (`date`, `date + interval`,
///   …), so a late tick does not push the later ones back; the returned
///   `OpenCombine.Cancellable` removes the source (`g_source_remove`).
/// - Actions run only while something iterates the main context (`g_application_run`,
///   `g_main_loop_run`, or a test pumping `g_main_context_iteration`).
public struct MainContextScheduler: Scheduler, Sendable {
    /// The scheduler of the default main context, the one GTK runs.
    public static let shared = MainContextScheduler()

    /// A scheduler on the default main context; all are alike (`shared` is one).
    public init() {}

    public var now: SchedulerTimeType { SchedulerTimeType(microseconds: Int64(g_get_monotonic_time())) }

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let priority = (options ?? SchedulerOptions()).priority
        g_idle_add_full(priority, { data in
            ActionBox.run(data!)
            return gboolean(G_SOURCE_REMOVE)
        }, ActionBox(action).handOver(), { data in
            ActionBox.release(data!)
        })
    }

    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let timer = ScheduledTimer(date: date, interval: nil, priority: (options ?? SchedulerOptions()).priority, action: action)
        timer.arm()
    }

    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> OpenCombine.Cancellable {
        let timer = ScheduledTimer(date: date, interval: interval, priority: (options ?? SchedulerOptions()).priority, action: action)
        timer.arm()
        return timer
    }
}

extension MainContextScheduler {
    /// How a source is attached to the main context.
    public struct SchedulerOptions: Sendable {
        /// The GLib source priority; `G_PRIORITY_DEFAULT` (0) unless set. Lower runs first.
        public var priority: Int32

        /// Options with the GLib source priority `priority`.
        public init(priority: Int32 = G_PRIORITY_DEFAULT) {
            self.priority = priority
        }
    }
}
