import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// GTK is single-threaded: subscribing to a publisher or creating a wrapper off the main
/// thread must stop the program with a message naming the call. A precondition failure
/// cannot be caught in-process, so each misuse runs in a child process (this test binary,
/// running only `testMisuseInChild` with `COMBINEGTK_MISUSE` naming the misuse).
///
/// (Binders are not misuse: they hop to the main context from other threads, see
/// BinderTests.)
final class ThreadMisuseTests: MainActorTestCase {
    func testSubscribingToASignalPublisherOffTheMainThreadStops() throws {
        try expectMisuseStops("signal-subscribe", naming: #"SignalPublisher("activate").receive(subscriber:)"#)
    }

    func testSubscribingToAPropertyPublisherOffTheMainThreadStops() throws {
        try expectMisuseStops("property-subscribe", naming: #"PropertyPublisher("enabled").receive(subscriber:)"#)
    }

    func testSubscribingToASeedStylePublisherOffTheMainThreadStops() throws {
        try expectMisuseStops("seed-subscribe", naming: #"SignalPublisher("activate").receive(subscriber:)"#)
    }

    func testCreatingAWrapperOffTheMainThreadStops() throws {
        try expectMisuseStops("object-init", naming: "SimpleAction.init")
    }

    func testTheChildDoesNotStopWhenItDoesNothingWrong() throws {
        let result = try runTestInChild("CombineGTKTests.ThreadMisuseTests/testMisuseInChild",
                                        environment: ["COMBINEGTK_MISUSE": "none"])
        XCTAssertFalse(result.crashed, result.standardError)
        XCTAssertEqual(result.status, 0, result.standardError + result.standardOutput)
    }

    private func expectMisuseStops(_ misuse: String, naming call: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try CombineGTKTesting.expectMisuseStops(misuse, naming: call, test: "CombineGTKTests.ThreadMisuseTests/testMisuseInChild",
                                                    variable: "COMBINEGTK_MISUSE", file: file, line: line)
    }

    /// The child's side: does the misuse named by `COMBINEGTK_MISUSE` on another thread and waits
    /// (pumping the main context, up to 10 s) for it to stop the process. Skipped when run
    /// as an ordinary test.
    func testMisuseInChild() throws {
        guard let misuse = ProcessInfo.processInfo.environment["COMBINEGTK_MISUSE"] else {
            throw XCTSkip("runs only as the child of the other ThreadMisuseTests")
        }
        onMain {
            let action = SimpleAction(name: "misuse")
            let work: @Sendable () -> Void
            switch misuse {
            case "none":
                work = {}
            case "signal-subscribe":
                let publisher = UncheckedSendable(action.activatePublisher)
                work = { _ = publisher.value.sink { _ in } }
            case "property-subscribe":
                let publisher = UncheckedSendable(action.enabledPublisher)
                work = { _ = publisher.value.sink { _ in } }
            case "seed-subscribe":
                let publisher = UncheckedSendable(action.publisher(for: "activate"))
                work = { _ = publisher.value.sink { _ in } }
            case "object-init":
                // What a C callback or unchecked code does: run main-actor code on another
                // thread. The compiler cannot see it; the library's check must.
                let create: @MainActor () -> Void = { _ = SimpleAction(name: "off-main") }
                work = unsafeBitCast(create, to: (@Sendable () -> Void).self)
            default:
                XCTFail("unknown COMBINEGTK_MISUSE \(misuse)")
                return
            }
            let done = Flag()
            Thread {
                work()
                done.set()
                g_main_context_wakeup(nil)
            }.start()
            XCTAssertTrue(pumpMainContext(timeout: 10) { done.isSet }, "the misuse did not finish")
            withExtendedLifetime(action) {}
        }
    }
}
