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
        let priority = (options ?? SchedulerOptions()).cPriority
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
        let timer = ScheduledTimer(date: date, interval: nil, priority: (options ?? SchedulerOptions()).cPriority, action: action)
        timer.arm()
    }

    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> OpenCombine.Cancellable {
        let timer = ScheduledTimer(date: date, interval: interval, priority: (options ?? SchedulerOptions()).cPriority, action: action)
        timer.arm()
        return timer
    }
}

extension MainContextScheduler {
    /// How a source is attached to the main context.
    public struct SchedulerOptions: Sendable {
        /// The GLib source priority; `G_PRIORITY_DEFAULT` (0) unless set. Lower runs first.
        /// GLib keeps it in a C `int`: a value outside `Int32` stops the program when a
        /// source is scheduled with it.
        public var priority: Int

        /// Options with the GLib source priority `priority` (`Int(G_PRIORITY_HIGH)`, -100).
        public init(priority: Int = Int(G_PRIORITY_DEFAULT)) {
            self.priority = priority
        }

        /// Options with the GLib source priority `priority`, as GLib's constants are typed.
        @available(*, deprecated, message: "the priority is an Int: write SchedulerOptions(priority: Int(G_PRIORITY_HIGH))")
        public init(priority: Int32) {
            self.priority = Int(priority)
        }

        /// `priority` as GLib takes it.
        var cPriority: Int32 {
            guard let value = Int32(exactly: priority) else {
                preconditionFailure("MainContextScheduler: the priority \(priority) does not fit GLib's int")
            }
            return value
        }
    }
}
