import BenchScenarios
import Benchmark
import CMainThread
import Dispatch

/// Runs `body` on the process's real main thread and returns its result.
///
/// ordo-one/benchmark calls benchmark closures on another thread (its async `main` ends the
/// main thread in `dispatch_main`), while GTK and CombineGTK must be used on the main thread
/// (CombineGTK checks it and stops the program otherwise). CMainThread wraps `main` so the
/// real main thread stays ours: it iterates the GLib main context (`cmainthread_loop`),
/// which also drains the main dispatch queue, and runs `body` in a callback of the context
/// (an idle source, see `MainContextHop`). The benchmark thread waits meanwhile.
func onMain<Result>(_ body: () -> Result) -> Result {
    if cmainthread_is_main() != 0 { return body() }
    return MainContextHop.run(body)
}

/// The real main thread's work for the life of the process: the GLib main loop, which runs
/// the hops of `onMain` and what is sent to the main queue (and so to the main actor).
@_cdecl("cmainthread_loop")
func mainThreadLoop() {
    MainContextHop.runMainLoop()
}

/// Fixtures, made on first use and kept for the benchmark's later iterations.
nonisolated(unsafe) private var runs: [String: ScenarioRun] = [:]

/// Measures `scaledIterations.count` operations of `scenario` on the main thread.
///
/// Everything that is not the operations (the hop to the main thread, making the fixture on
/// first use, checking afterwards that every operation happened) stays outside
/// `startMeasurement()` / `stopMeasurement()`, which read the clock and the malloc
/// interposer's process-wide counters; the benchmark thread is blocked meanwhile.
func measureOnMain(_ benchmark: Benchmark, _ scenario: Scenario) {
    let failure: String? = onMain {
        // The thread that entered main, which GTK was initialized on (CMainThread's own
        // record, with no Foundation).
        precondition(cmainthread_is_main() != 0, "CombineGTK benchmarks: measureOnMain ran off the main thread")
        Scenarios.initializeGTK()
        let run = runs[scenario.name] ?? scenario.make()
        runs[scenario.name] = run
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        run.run(iterations)
        benchmark.stopMeasurement()
        return run.check(iterations.count)
    }
    if let failure { benchmark.error("\(scenario.name): \(failure)") }
}
