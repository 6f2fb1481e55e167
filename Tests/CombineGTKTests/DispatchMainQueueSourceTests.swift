import XCTest
import Dispatch
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Swift concurrency on a plain GLib main loop (no display): the four ways users reach the
/// main actor all run while only GLib iterates the main context, in a defined order with
/// GLib's own sources, exactly once, and without waking an idle loop.
final class DispatchMainQueueSourceTests: MainActorTestCase {
    override func setUp() {
        super.setUp()
        onMain { DispatchMainQueueSource.install() }
    }

    override func tearDown() {
        onMain { DispatchMainQueueSource.remove() }
        super.tearDown()
    }

    func testMainActorTaskRunsOnTheLoop() {
        onMain {
            let log = Log()
            Task { @MainActor in log.append("task on main: \(Thread.isMainThread)") }
            XCTAssertEqual(log.entries, [], "not run synchronously")
            XCTAssertTrue(pumpMainContext { log.entries.count == 1 })
            XCTAssertEqual(log.entries, ["task on main: true"])
        }
    }

    func testTaskSleepingOnTheMainActorResumes() {
        onMain {
            let log = Log()
            let start = DispatchTime.now()
            // Inherits the main actor from this context: both its start and its resumption
            // after the sleep are main-actor jobs.
            Task {
                log.append("started")
                try await Task.sleep(for: .milliseconds(50))
                log.append("resumed on main: \(Thread.isMainThread)")
            }
            XCTAssertTrue(pumpMainContext { log.entries.count == 2 })
            XCTAssertEqual(log.entries, ["started", "resumed on main: true"])
            XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds, 50_000_000)
        }
    }

    func testDetachedTaskAwaitingMainActorRunResumes() {
        onMain {
            let log = Log()
            Task.detached {
                let onMain = await MainActor.run { Thread.isMainThread }
                let afterwards = Thread.isMainThread
                await MainActor.run { log.append("MainActor.run on main: \(onMain), detached task resumed off main: \(!afterwards)") }
            }
            XCTAssertTrue(pumpMainContext { log.entries.count == 1 })
            XCTAssertEqual(log.entries, ["MainActor.run on main: true, detached task resumed off main: true"])
        }
    }

    func testDispatchQueueMainAsyncRuns() {
        onMain {
            let log = Log()
            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("block") } }
            XCTAssertTrue(pumpMainContext { log.entries.count == 1 })
            XCTAssertEqual(log.entries, ["block"])
        }
    }

    func testJobsRunInTheOrderEnqueuedWhateverTheirForm() {
        onMain {
            let log = Log()
            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("1 DispatchQueue.main") } }
            Task { @MainActor in log.append("2 Task") }
            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("3 DispatchQueue.main") } }
            Task { @MainActor in log.append("4 Task") }
            XCTAssertTrue(pumpMainContext { log.entries.count == 4 })
            XCTAssertEqual(log.entries, ["1 DispatchQueue.main", "2 Task", "3 DispatchQueue.main", "4 Task"])
        }
    }

    func testJobsRunByPriorityAmongGLibSources() {
        onMain {
            let log = Log()
            // Added first, but default-idle priority (what g_idle_add uses) runs after
            // default-priority sources that are ready, the main queue among them.
            Self.addIdle(priority: G_PRIORITY_DEFAULT_IDLE, "idle (default idle)", to: log)
            Task { @MainActor in log.append("task") }
            Self.addIdle(priority: G_PRIORITY_HIGH, "idle (high)", to: log)
            XCTAssertTrue(pumpMainContext { log.entries.count == 3 })
            XCTAssertEqual(log.entries, ["idle (high)", "task", "idle (default idle)"])
        }
    }

    func testWorkEnqueuedFromAJobRunsAfterItEvenWhenItIteratesTheLoop() {
        onMain {
            let log = Log()
            Task { @MainActor in
                Self.addIdle(priority: G_PRIORITY_HIGH, "idle added by the task", to: log)
                Task { @MainActor in log.append("task started by the task") }
                // A nested loop (a modal dialog's, say) runs GLib's sources, but the main
                // queue is not drained re-entrantly: the task just started waits.
                for _ in 0..<5 { g_main_context_iteration(nil, 0) }
                log.append("task end")
            }
            XCTAssertTrue(pumpMainContext { log.entries.count == 3 })
            XCTAssertEqual(log.entries, ["idle added by the task", "task end", "task started by the task"])
        }
    }

    func testTenThousandJobsFromEightThreadsEachRunOnce() {
        onMain {
            let threads = 8, perThread = 1_250
            let counts = JobCounts(threads * perThread)
            let submitted = DispatchGroup()
            for thread in 0..<threads {
                submitted.enter()
                Thread {
                    for index in 0..<perThread {
                        let job = thread * perThread + index
                        if index.isMultiple(of: 2) {
                            Task { @MainActor in counts.ran(job) }
                        } else {
                            DispatchQueue.main.async { MainActor.assumeIsolated { counts.ran(job) } }
                        }
                    }
                    submitted.leave()
                }.start()
            }
            // Drained while the threads are still submitting.
            XCTAssertTrue(pumpMainContext(timeout: 30) { counts.total == threads * perThread }, "ran \(counts.total)")
            XCTAssertEqual(submitted.wait(timeout: .now() + 10), .success)
            pumpMainContext(for: 0.1)
            XCTAssertEqual(counts.total, threads * perThread)
            XCTAssertEqual(counts.runMoreThanOnce, 0)
            XCTAssertTrue(counts.offMainThread == 0, "every job ran on the main thread")
        }
    }

    func testRemovedSourceDrainsNothingUntilInstalledAgain() {
        onMain {
            DispatchMainQueueSource.remove()
            DispatchMainQueueSource.remove()
            XCTAssertFalse(DispatchMainQueueSource.isInstalled)
            let log = Log()
            Task { @MainActor in log.append("task") }
            pumpMainContext(for: 0.2)
            XCTAssertEqual(log.entries, [], "nothing drains the main queue without the source")
            DispatchMainQueueSource.install()
            DispatchMainQueueSource.install()
            XCTAssertTrue(DispatchMainQueueSource.isInstalled)
            XCTAssertTrue(pumpMainContext { log.entries.count == 1 })
        }
    }

    func testAnIdleLoopDoesNotWakeUp() {
        onMain {
            // Work first, so the queue's eventfd has been written and must have been reset.
            let log = Log()
            for index in 0..<100 { Task { @MainActor in log.append("\(index)") } }
            XCTAssertTrue(pumpMainContext { log.entries.count == 100 })
            pumpMainContext(for: 0.05) // not drainMainContext(): a spinning source would never let it end
            let drainsBefore = dispatchMainQueueDrains
            // pumpMainContext asks its condition once before each iteration, once after the
            // last, and once more for its result: the count minus two is the iterations.
            var iterations = -2
            pumpMainContext(timeout: 1) {
                iterations += 1
                return false
            }
            XCTAssertEqual(dispatchMainQueueDrains, drainsBefore, "the source ran with nothing to drain")
            XCTAssertLessThanOrEqual(iterations, 2, "the main context iterated \(iterations) times in 1 s of idle")
            print("dispatch-main-queue: \(iterations) main-context iteration(s) in 1 s of idle (the timeout that ends it included)")
        }
    }

    func testAsyncSequenceOfAPublisherInAMainActorTask() {
        onMain {
            let action = SimpleAction(name: "go")
            let log = Log()
            Task { @MainActor in
                for await _ in action.activatePublisher.values {
                    log.append("activated")
                    if log.entries.count == 3 { break }
                }
                for await enabled in action.enabledPublisher.values {
                    log.append("enabled \(enabled)")
                    if !enabled { break }
                    action.isEnabled = false
                }
                log.append("done")
            }
            // `values` asks for one value at a time; an activation made while it has not
            // asked yet is dropped, as any signal without demand is. Activate until three arrived.
            let deadline = Date().addingTimeInterval(10)
            while log.entries.count < 3, Date() < deadline {
                action.activate()
                pumpMainContext(timeout: 0.02) { false }
            }
            XCTAssertTrue(pumpMainContext { log.entries.last == "done" })
            XCTAssertEqual(log.entries, ["activated", "activated", "activated", "enabled true", "enabled false", "done"])
        }
    }

    // MARK: Helpers

    private static func addIdle(priority: Int32, _ entry: String, to log: Log) {
        MainContextScheduler.shared.schedule(options: .init(priority: Int(priority))) {
            MainActor.assumeIsolated { log.append(entry) }
        }
    }
}

@MainActor
private final class Log {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

@MainActor
private final class JobCounts {
    private var counts: [Int]
    private(set) var total = 0
    private(set) var runMoreThanOnce = 0
    private(set) var offMainThread = 0

    init(_ jobs: Int) { counts = Array(repeating: 0, count: jobs) }

    func ran(_ job: Int) {
        counts[job] += 1
        total += 1
        if counts[job] > 1 { runMoreThanOnce += 1 }
        if !Thread.isMainThread { offMainThread += 1 }
    }
}
