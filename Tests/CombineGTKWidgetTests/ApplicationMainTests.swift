import XCTest
import CombineGTKTestSupport
import CGtk
@preconcurrency import OpenCombine
import CombineGTK

/// `ApplicationMain`: a synchronous entry point whose startup awaits on the running loop.
final class ApplicationMainTests: XCTestCase {
    func testStartupAwaitsOnTheLoopAndTheActivationWaitsForIt() throws {
        try Display.require()
        MainActor.assumeIsolated {
            SlowStartApp.log = []
            XCTAssertEqual(SlowStartApp.run(arguments: ["slow-start"]), 0)
            XCTAssertEqual(SlowStartApp.log, [
                "configure",
                "init started",
                "init resumed on the main thread after 50 ms: true",
                "activate",
                "a task started by activate ran",
            ])
        }
    }

    func testStartupThatThrowsEndsTheRunWithStatusOne() throws {
        try Display.require()
        MainActor.assumeIsolated {
            FailingStartApp.activations = 0
            XCTAssertEqual(FailingStartApp.run(arguments: ["failing-start"]), 1)
            XCTAssertEqual(FailingStartApp.activations, 0, "no window without an instance")
        }
    }
}

@MainActor
private final class SlowStartApp: ApplicationMain {
    static let applicationID = "io.github.combinegtk.tests.SlowStart"
    static var log: [String] = []
    private let application: Application

    static func configure(_ application: Application) {
        log.append("configure")
    }

    init(application: Application) async throws {
        self.application = application
        Self.log.append("init started")
        let start = g_get_monotonic_time()
        try await Task.sleep(for: .milliseconds(50))
        let waited = g_get_monotonic_time() - start >= 50_000
        Self.log.append("init resumed on the main thread after 50 ms: \(Thread.isMainThread && waited)")
    }

    func activate() {
        Self.log.append("activate")
        let window = ApplicationWindow(application: application)
        window.present()
        Task { @MainActor in
            Self.log.append("a task started by activate ran")
            window.destroy()
        }
    }
}

@MainActor
private final class FailingStartApp: ApplicationMain {
    struct NoSettings: Error {}
    static let applicationID = "io.github.combinegtk.tests.FailingStart"
    static var activations = 0

    init(application: Application) async throws {
        await Task.yield()
        throw NoSettings()
    }

    func activate() { Self.activations += 1 }
}
