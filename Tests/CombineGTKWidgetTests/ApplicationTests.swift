import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class ApplicationTests: XCTestCase {
    /// A fresh id per application: several are made in one process, and `.nonUnique` keeps
    /// them from looking for each other on the session bus.
    @MainActor
    private static func makeApplication(_ name: String) -> Application {
        Application(id: "io.github.combinegtk.tests.\(name)", flags: [.nonUnique])
    }

    func testRegisterEmitsStartupActivateEmitsActivateAndShutdownShutdown() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let application = Self.makeApplication("Register")
            var events: [String] = []
            let cancellables = [
                application.startupPublisher.sink { events.append("startup") },
                application.activatePublisher.sink { events.append("activate") },
                application.shutdownPublisher.sink { events.append("shutdown") },
            ]
            let test = try TestApplication(application)
            XCTAssertEqual(events, ["startup"])
            test.activate()
            XCTAssertEqual(events, ["startup", "activate"])
            test.activate()
            XCTAssertEqual(events, ["startup", "activate", "activate"], "one value per activation")
            test.shutDown()
            XCTAssertEqual(events, ["startup", "activate", "activate", "shutdown"])
            cancellables.forEach { $0.cancel() }
        }
    }

    func testRunEmitsStartupActivateAndShutdownThenFinishesWithTheApplication() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var application: Application? = Self.makeApplication("Run")
            let finalization = Finalization(application!)
            var events: [String] = []
            var completions = 0
            var window: ApplicationWindow?
            let cancellables = [
                application!.startupPublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { events.append("startup") }),
                application!.activatePublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { [weak application] in
                    events.append("activate")
                    guard let application else { return }
                    // A window holds the application, so run would wait; quit from an idle.
                    window = ApplicationWindow(application: application)
                    window!.present()
                    let quit = UncheckedSendable(application)
                    MainContextScheduler.shared.schedule { quit.value.quit() }
                }),
                application!.shutdownPublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { events.append("shutdown") }),
            ]
            XCTAssertEqual(application!.run(arguments: ["combinegtk-tests"]), 0)
            XCTAssertEqual(events, ["startup", "activate", "shutdown"])
            XCTAssertEqual(completions, 0)

            window?.destroy()
            window = nil
            application = nil
            assertFinalized(finalization)
            XCTAssertEqual(completions, 3, "every publisher finishes with the application")
            _ = cancellables
        }
    }

    func testAddActionWithAcceleratorsAndActivateItThroughTheApplication() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let test = try TestApplication(Self.makeApplication("Actions"))
            defer { test.shutDown() }
            let application = test.application
            let action = SimpleAction(name: "reset")
            application.addAction(action, accelerators: ["<Control>r", "Escape"])
            XCTAssertEqual(Self.strings(gtk_application_get_accels_for_action(application.pointer(as: GtkApplication.self), "app.reset")),
                           ["<Control>r", "Escape"])
            XCTAssertEqual(Self.strings(gtk_application_get_actions_for_accel(application.pointer(as: GtkApplication.self), "<Control>r")),
                           ["app.reset"])

            let subscriber = TestSubscriber<Void, Never>()
            action.activatePublisher.subscribe(subscriber)
            let group = OpaquePointer(application.objectPointer)
            XCTAssertNotEqual(g_action_group_has_action(group, "reset"), 0)
            g_action_group_activate_action(group, "reset", nil)
            XCTAssertEqual(subscriber.values.count, 1, "activating app.reset fires the action's publisher")
            action.activate()
            XCTAssertEqual(subscriber.values.count, 2)

            application.setAccelerators([], for: "app.reset")
            XCTAssertEqual(Self.strings(gtk_application_get_accels_for_action(application.pointer(as: GtkApplication.self), "app.reset")), [])
            subscriber.cancel()
        }
    }

    /// Takes a NULL-terminated array of strings that the caller owns (`g_strfreev`).
    private static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        guard let array else { return [] }
        defer { g_strfreev(array) }
        var result: [String] = []
        var cursor = array
        while let string = cursor.pointee {
            result.append(String(cString: string))
            cursor += 1
        }
        return result
    }
}
