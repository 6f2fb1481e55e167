import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineAdw

/// `Adw.Application` is GTK's `Application` with libadwaita: the same ergonomics, inherited.
final class AdwApplicationTests: XCTestCase {
    func testAnAdwApplicationWorksAsGTKsDoesWithAdwaitaInitializedAtStartup() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let application = Adw.Application(id: "io.github.combinegtk.tests.AdwApplication", flags: [.nonUnique])
            XCTAssertEqual(application.typeName, "AdwApplication")
            var events: [String] = []
            var window: Adw.ApplicationWindow?
            let reset = SimpleAction(name: "reset")
            var resets = 0
            let cancellables = [
                application.startupPublisher.sink { events.append("startup") },
                application.activatePublisher.sink {
                    events.append("activate")
                    window = Adw.ApplicationWindow(application: application)
                    window?.present()
                },
                reset.activatePublisher.sink { resets += 1 },
            ]
            application.addAction(reset, accelerators: ["<Control>r"])
            let test = try TestApplication(application)
            test.activate()
            XCTAssertEqual(events, ["startup", "activate"])
            XCTAssertEqual(application.accelerators(for: "app.reset"), ["<Control>r"])
            XCTAssertTrue(application.windows.first is Adw.ApplicationWindow, "GTK's list of windows comes back as Adw's class")
            XCTAssertTrue(application.windows.first === window)
            XCTAssertTrue(application.styleManager === Adw.StyleManager.default, "libadwaita initialized at startup")
            application.activateAction(actionName: "reset", parameter: nil)
            XCTAssertEqual(resets, 1)
            test.shutDown()
            cancellables.forEach { $0.cancel() }
        }
    }

    func testAnApplicationMainTakingAnAdwApplicationRunsOne() throws {
        try Display.require()
        MainActor.assumeIsolated {
            AdwMainApp.log = []
            XCTAssertEqual(AdwMainApp.run(arguments: ["adw-main"]), 0)
            XCTAssertEqual(AdwMainApp.log, ["init: AdwApplication", "activate: an Adw window true"])
        }
    }
}

/// An `ApplicationMain` app on libadwaita: one type name, in `init`, differs from GTK's.
@MainActor
private final class AdwMainApp: ApplicationMain {
    static let applicationID = "io.github.combinegtk.tests.AdwMain"
    static var log: [String] = []
    private let application: Adw.Application

    init(application: Adw.Application) async throws {
        self.application = application
        Self.log.append("init: \(application.typeName)")
    }

    func activate() {
        let window = Adw.ApplicationWindow(application: application)
        window.present()
        Self.log.append("activate: an Adw window \(application.windows.first is Adw.ApplicationWindow)")
        application.quit()
    }
}
