import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineGTK

/// `TestApplication`: an application started, activated and shut down inside a test.
final class TestApplicationTests: XCTestCase {
    /// (ApplicationTests checks the order of `startup`, `activate` and `shutdown`.)
    func testTheApplicationIsNonUniqueAndShutsDownOnceThoughHeld() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let application = Application(id: "io.github.combinegtk.tests.TestApplicationOnce")
            var shutdowns = 0
            let shutdown = application.shutdownPublisher.sink { shutdowns += 1 }
            let test = try TestApplication(application)
            XCTAssertNotEqual(g_application_get_is_registered(cast(application.objectPointer)), 0)
            let flags = g_application_get_flags(cast(application.objectPointer))
            XCTAssertNotEqual(flags.rawValue & G_APPLICATION_NON_UNIQUE.rawValue, 0, "non-unique: no other instance is looked for")
            application.hold()
            test.shutDown()
            test.shutDown()
            XCTAssertTrue(test.isShutDown)
            XCTAssertEqual(shutdowns, 1, "shut down once, though the application was held")
            shutdown.cancel()
        }
    }

    func testListsTheWindowsTheAppShowsAndShutDownClosesThemAndLetsThemGo() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            var windowFinalization: Finalization?
            var applicationFinalization: Finalization?
            try TestApplication.withRegistered { app in
                applicationFinalization = Finalization(app.application)
                var window: ApplicationWindow?
                let activation = app.application.activatePublisher.sink { [unowned app] in
                    window = ApplicationWindow(application: app.application)
                    window?.present()
                }
                XCTAssertTrue(app.windows.isEmpty)
                app.activate()
                XCTAssertEqual(app.windows.count, 1)
                XCTAssertTrue(app.windows.first === window, "the window's own wrapper, an ApplicationWindow")
                XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(window!.widgetPointer) != 0 }, "the window maps")
                windowFinalization = Finalization(window!)
                window = nil
                activation.cancel()
            }
            assertFinalized(windowFinalization!, message: "shutting down destroys the window")
            assertFinalized(applicationFinalization!, message: "nothing keeps the application once the test lets it go")
        }
    }

    /// Shutting down unregisters: the id is free for the next test's application (GLib
    /// refuses a second registration of an id in one process while the first stands).
    func testAnIDIsFreeAgainOnceItsApplicationShutDown() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let id = "io.github.combinegtk.tests.TestApplicationTwice"
            let first = Application(id: id)
            try TestApplication.withRegistered(first) { _ in
                XCTAssertThrowsError(try TestApplication(Application(id: id)), "the id is taken meanwhile")
            }
            try TestApplication.withRegistered(Application(id: id)) { second in
                XCTAssertEqual(g_application_get_is_remote(cast(second.application.objectPointer)), 0)
            }
            withExtendedLifetime(first) {}
        }
    }

    func testAnApplicationAlreadyRegisteredIsRefused() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            try TestApplication.withRegistered { app in
                XCTAssertThrowsError(try TestApplication(app.application)) { error in
                    XCTAssertTrue("\(error)".contains("already registered"), "\(error)")
                }
            }
        }
    }
}
