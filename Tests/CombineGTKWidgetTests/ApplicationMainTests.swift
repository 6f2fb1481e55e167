import XCTest
import CombineGTKTesting
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

    func testEveryActivationDuringStartupIsDeliveredAfterIt() throws {
        try Display.require()
        MainActor.assumeIsolated {
            QueuedActivationsApp.log = []
            XCTAssertEqual(QueuedActivationsApp.run(arguments: ["queued-activations"]), 0)
            XCTAssertEqual(QueuedActivationsApp.log, ["activated during init", "init done", "activate", "activate"])
        }
    }

    func testQuittingDuringStartupEndsTheRunAndDropsTheStartup() throws {
        try Display.require()
        MainActor.assumeIsolated {
            AbandonedStartApp.log = []
            XCTAssertEqual(AbandonedStartApp.run(arguments: ["abandoned-start"]), 0)
            // The startup task resumes after the run, cancelled; nothing it does may crash or
            // reach the finished application.
            XCTAssertTrue(pumpMainContext { AbandonedStartApp.log.count == 2 })
            pumpMainContext(for: 0.1)
            XCTAssertEqual(AbandonedStartApp.log, ["init started", "init cancelled"])
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

@MainActor
private final class QueuedActivationsApp: ApplicationMain {
    static let applicationID = "io.github.combinegtk.tests.QueuedActivations"
    static var log: [String] = []
    static var startup: AnyCancellable?
    private let application: Application

    static func configure(_ application: Application) {
        // A second activation (another launch, say) while init awaits.
        startup = application.startupPublisher.sink {
            MainContextScheduler.shared.schedule {
                g_application_activate(cast(application.objectPointer))
                log.append("activated during init")
            }
        }
    }

    init(application: Application) async throws {
        self.application = application
        try await Task.sleep(for: .milliseconds(100))
        Self.log.append("init done")
    }

    func activate() {
        Self.log.append("activate")
        if Self.log.filter({ $0 == "activate" }).count == 2 { application.quit() }
    }
}

@MainActor
private final class AbandonedStartApp: ApplicationMain {
    static let applicationID = "io.github.combinegtk.tests.AbandonedStart"
    static var log: [String] = []
    static var startup: AnyCancellable?

    static func configure(_ application: Application) {
        startup = application.startupPublisher.sink {
            MainContextScheduler.shared.schedule(after: MainContextScheduler.shared.now.advanced(by: .milliseconds(50))) {
                application.quit()
            }
        }
    }

    init(application: Application) async throws {
        Self.log.append("init started")
        do {
            try await Task.sleep(for: .seconds(30))
        } catch {
            Self.log.append(error is CancellationError ? "init cancelled" : "init failed: \(error)")
            throw error
        }
    }

    func activate() { Self.log.append("activate") }
}

/// The flags an app declares reach its `GApplication`: `applicationFlags`, and `flags`, the
/// deprecated `GApplicationFlags` requirement an app written before it still implements.
final class ApplicationMainFlagsTests: XCTestCase {
    func testBothTheFlagsAndTheDeprecatedCFlagsReachTheApplication() throws {
        try Display.require()
        MainActor.assumeIsolated {
            XCTAssertEqual(FlagsApp.run(arguments: ["flags"]), 0)
            XCTAssertEqual(FlagsApp.seen, [.nonUnique], "applicationFlags")
            XCTAssertEqual(LegacyFlagsApp.run(arguments: ["legacy-flags"]), 0)
            XCTAssertEqual(LegacyFlagsApp.seen, [.nonUnique, .handlesOpen], "the deprecated flags, still honoured")
        }
    }
}

@MainActor
private final class FlagsApp: ApplicationMain {
    static let applicationID = "io.github.combinegtk.tests.Flags"
    static let applicationFlags: ApplicationFlags = [.nonUnique]
    static var seen: ApplicationFlags = []

    init(application: Application) async throws {
        Self.seen = ApplicationFlags(rawValue: g_application_get_flags(application.pointer(as: GApplication.self)).rawValue)
        application.quit()
    }

    func activate() {}
}

@MainActor
private final class LegacyFlagsApp: ApplicationMain {
    static let applicationID = "io.github.combinegtk.tests.LegacyFlags"
    static let applicationFlags: ApplicationFlags = [.nonUnique]
    static var flags: GApplicationFlags { G_APPLICATION_HANDLES_OPEN }
    static var seen: ApplicationFlags = []

    init(application: Application) async throws {
        Self.seen = ApplicationFlags(rawValue: g_application_get_flags(application.pointer(as: GApplication.self)).rawValue)
        application.quit()
    }

    func activate() {}
}
