import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@testable import CombineGTK

/// `Application.run()` from async code or off the main thread cannot work (an async `main`
/// gives the main thread to Dispatch at its first `await`), so it stops the program with a
/// message saying what to do instead. Each test runs itself again in a child process, which
/// makes the misuse.
final class ApplicationRunMisuseTests: MainActorTestCase {
    func testRunFromAMainActorTaskStopsAndSaysWhatToDo() throws {
        try expectStop(saying: "CombineGTK: Application.run() was called from inside a Swift task (an async `main` or a `Task`); ") { run, _ in
            Task { @MainActor in run() }
        }
    }

    func testRunFromAsyncCodeOffTheMainThreadStopsAndSaysWhatToDo() throws {
        try expectStop(saying: "CombineGTK: Application.run() was called from async code off the main thread, where GTK cannot run; ") { _, unchecked in
            Task.detached { unchecked() }
        }
    }

    func testRunOffTheMainThreadStopsAndSaysWhatToDo() throws {
        try expectStop(saying: "CombineGTK: Application.run() was called off the main thread; ") { _, unchecked in
            Thread { unchecked() }.start()
        }
    }

    /// Runs this test again in a child, which calls `run()` as `misuse` does (given it as a
    /// main-actor closure, and as the same closure unchecked, for other threads) and pumps the
    /// main context (up to 10 s) for it to stop the process.
    private func expectStop(
        saying expected: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ misuse: @MainActor (_ run: @escaping @MainActor () -> Void, _ unchecked: @escaping @Sendable () -> Void) -> Void
    ) throws {
        let remedy = "conform your @main type to ApplicationMain"
        try expectChildStops(saying: [expected, remedy], file: file, line: line) {
            onMain {
                DispatchMainQueueSource.install()
                let application = Application(id: "io.github.combinegtk.tests.RunMisuse", flags: [.nonUnique])
                // What unchecked code does: main-actor code where the compiler cannot see it.
                let run: @MainActor () -> Void = { _ = application.run(arguments: ["misuse"]) }
                misuse(run, unsafeBitCast(run, to: (@Sendable () -> Void).self))
                pumpMainContext(for: 10)
                XCTFail("the misuse did not stop the program")
            }
        }
    }
}
