import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@testable import CombineGTK

/// `Application.run()` from async code or off the main thread cannot work (an async `main`
/// gives the main thread to Dispatch at its first `await`), so it stops the program with a
/// message saying what to do instead. Each misuse runs in a child process.
final class ApplicationRunMisuseTests: MainActorTestCase {
    func testRunFromAMainActorTaskStopsAndSaysWhatToDo() throws {
        try expectStop("in-task", saying: "CombineGTK: Application.run() was called from inside a Swift task (an async `main` or a `Task`); ")
    }

    func testRunFromAsyncCodeOffTheMainThreadStopsAndSaysWhatToDo() throws {
        try expectStop("in-detached-task", saying: "CombineGTK: Application.run() was called from async code off the main thread, where GTK cannot run; ")
    }

    func testRunOffTheMainThreadStopsAndSaysWhatToDo() throws {
        try expectStop("off-main", saying: "CombineGTK: Application.run() was called off the main thread; ")
    }

    private func expectStop(_ misuse: String, saying expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runTestInChild("CombineGTKTests.ApplicationRunMisuseTests/testRunMisuseInChild",
                                        environment: ["COMBINEGTK_RUN_MISUSE": misuse])
        XCTAssertTrue(result.crashed, "the child should stop with a trap; it exited with \(result.status):\n\(result.standardError)",
                      file: file, line: line)
        XCTAssertTrue(result.standardError.contains(expected), "stderr lacks \"\(expected)\":\n\(result.standardError)", file: file, line: line)
        let remedy = "conform your @main type to ApplicationMain"
        XCTAssertTrue(result.standardError.contains(remedy), "stderr lacks \"\(remedy)\":\n\(result.standardError)", file: file, line: line)
    }

    /// The child's side: makes the misuse named by `COMBINEGTK_RUN_MISUSE` and pumps the main
    /// context (up to 10 s) for it to stop the process. Skipped when run as an ordinary test.
    func testRunMisuseInChild() throws {
        guard let misuse = ProcessInfo.processInfo.environment["COMBINEGTK_RUN_MISUSE"] else {
            throw XCTSkip("runs only as the child of the other ApplicationRunMisuseTests")
        }
        onMain {
            DispatchMainQueueSource.install()
            let application = Application(id: "io.github.combinegtk.tests.RunMisuse", flags: [.nonUnique])
            // What unchecked code does: main-actor code where the compiler cannot see it.
            let run: @MainActor () -> Void = { _ = application.run(arguments: ["misuse"]) }
            let unchecked = unsafeBitCast(run, to: (@Sendable () -> Void).self)
            switch misuse {
            case "in-task":
                Task { @MainActor in run() }
            case "in-detached-task":
                Task.detached { unchecked() }
            case "off-main":
                Thread { unchecked() }.start()
            default:
                XCTFail("unknown COMBINEGTK_RUN_MISUSE \(misuse)")
                return
            }
            pumpMainContext(for: 10)
            XCTFail("the misuse did not stop the program")
        }
    }
}
