import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// GTK is single-threaded: subscribing to a publisher or creating a wrapper off the main
/// thread must stop the program with a message naming the call. A precondition failure
/// cannot be caught in-process, so each test runs itself again in a child process, which
/// does the misuse.
///
/// (Binders are not misuse: they hop to the main context from other threads, see
/// BinderTests.)
final class ThreadMisuseTests: MainActorTestCase {
    func testSubscribingToASignalPublisherOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: #"SignalPublisher("activate").receive(subscriber:)"#) { action in
            let publisher = UncheckedSendable(action.activatePublisher)
            return { _ = publisher.value.sink { _ in } }
        }
    }

    func testSubscribingToAPropertyPublisherOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: #"PropertyPublisher("enabled").receive(subscriber:)"#) { action in
            let publisher = UncheckedSendable(action.enabledPublisher)
            return { _ = publisher.value.sink { _ in } }
        }
    }

    func testSubscribingToASeedStylePublisherOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: #"SignalPublisher("activate").receive(subscriber:)"#) { action in
            let publisher = UncheckedSendable(action.publisher(for: "activate"))
            return { _ = publisher.value.sink { _ in } }
        }
    }

    func testCreatingAWrapperOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: "SimpleAction.init") { _ in
            // What a C callback or unchecked code does: run main-actor code on another
            // thread. The compiler cannot see it; the library's check must.
            let create: @MainActor () -> Void = { _ = SimpleAction(name: "off-main") }
            return unsafeBitCast(create, to: (@Sendable () -> Void).self)
        }
    }

    func testTheChildDoesNotStopWhenItDoesNothingWrong() throws {
        guard let result = try runInChildProcess({ misuse { _ in {} } }) else { return }
        XCTAssertFalse(result.crashed, result.transcript)
        XCTAssertEqual(result.status, 0, result.transcript)
    }

    private func expectMisuseStops(
        naming call: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ work: @MainActor (SimpleAction) -> @Sendable () -> Void
    ) throws {
        try expectMisuseStops(naming: call, file: file, line: line) { misuse(work) }
    }

    /// The child's side: does `work` (made with an action) on another thread and waits,
    /// pumping the main context, for it to stop the process.
    private func misuse(_ work: @MainActor (SimpleAction) -> @Sendable () -> Void) {
        onMain {
            let action = SimpleAction(name: "misuse")
            performOffTheMainThread(work(action))
            withExtendedLifetime(action) {}
        }
    }
}
