import CGtk
import CombineGTK
import Dispatch

/// The benchmark executable's main thread as a GLib main loop, and the hop to it.
///
/// The main thread iterates the default main context for the life of the process; the
/// dispatch main queue (the main actor) is drained from it by `DispatchMainQueueSource`.
/// Benchmark closures hop to it with an idle source rather than with
/// `DispatchQueue.main.sync`: a scenario then runs in a GLib callback, not inside a block of
/// the main queue, which libdispatch does not drain re-entrantly, so main-actor tasks run
/// while the scenario iterates the context (the file-loading benchmarks await in one).
/// Not `g_main_context_invoke`: when the main thread is between two iterations, the context
/// is free, and that runs the callback at once on the calling thread.
public enum MainContextHop {
    /// Iterates the default main context forever: the main thread's work.
    public static func runMainLoop() -> Never {
        MainActor.assumeIsolated { DispatchMainQueueSource.install() }
        while true { g_main_context_iteration(nil, 1) }
    }

    /// Runs `body` on the main thread, in a callback of the default main context (an idle
    /// source of the default priority), and waits for it. Call it from another thread.
    public static func run<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            let call = Call(body)
            g_idle_add_full(G_PRIORITY_DEFAULT, { data in
                let call = Unmanaged<AnyObject>.fromOpaque(data!).takeRetainedValue() as! Runnable
                call.runAndSignal()
                return 0  // G_SOURCE_REMOVE
            }, Unmanaged.passRetained(call as AnyObject).toOpaque(), nil)
            call.wait()
            return call.result!
        }
    }
}

private protocol Runnable: AnyObject {
    func runAndSignal()
}

/// One call's body, its result, and the semaphore its caller waits on.
private final class Call<Result>: Runnable {
    /// Dropped before the caller is woken: the body is the caller's non-escaping closure,
    /// which must not outlive its `withoutActuallyEscaping`.
    private var body: (() -> Result)?
    var result: Result?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping () -> Result) { self.body = body }

    func runAndSignal() {
        result = body?()
        body = nil
        done.signal()
    }

    func wait() { done.wait() }
}
