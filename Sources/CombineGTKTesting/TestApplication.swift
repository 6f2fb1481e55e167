import CGtk
import CombineGTK

/// An `Application` started for a widget test as a launch starts it, registered and
/// activated, while the test keeps the main thread: it pumps the main context itself
/// (``pumpMainContext(timeout:until:)``, ``assertEventually(_:timeout:file:line:_:)``) and
/// looks at the windows the application shows, then shuts the application down.
///
/// ```swift
/// func testTheCounterWindowCounts() throws {
///     try MainActor.assumeIsolated {
///         try TestApplication.withRegistered { app in
///             var counter: CounterWindow?
///             let activation = app.application.activatePublisher.sink {
///                 counter = CounterWindow(application: app.application)
///                 counter?.window.present()
///             }
///             app.activate()
///             XCTAssertEqual(app.windows.count, 1)
///             counter?.button.emitClicked()
///             assertEventually { counter?.label.text == "1" }
///             activation.cancel()
///         }
///     }
/// }
/// ```
///
/// - Registering emits `startup`; ``activate()`` emits `activate`; ``shutDown()`` closes the
///   application's windows, emits `shutdown` and unregisters, as the end of `run()` does.
/// - The application is made non-unique (`.nonUnique`) before it registers, whatever flags
///   it was made with: tests, and test processes, never find each other's instance on the
///   session bus, and none is taken for a running copy of the app.
/// - It needs a display, as GTK does at `startup`: without one, making it skips the test, or
///   fails it where a display is demanded (``TestDisplay/require(file:line:)``).
@MainActor
public final class TestApplication {
    /// The application under test, registered.
    public let application: Application
    /// True once ``shutDown()`` has run.
    public private(set) var isShutDown = false
    private var applicationPointer: UnsafeMutablePointer<GApplication> { cast(application.objectPointer) }

    private static var made = 0

    /// Registers `application` (a new one with an id of its own when nil), which emits its
    /// `startup`; subscribe to `startupPublisher` before to see it.
    ///
    /// Throws `XCTSkip` when there is no display (see ``TestDisplay``), and
    /// ``RegistrationError`` when GLib cannot register it (it was already registered, say).
    public init(_ application: Application? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        try TestDisplay.require(file: file, line: line)
        if let application {
            self.application = application
        } else {
            Self.made += 1
            self.application = Application(id: "io.github.combinegtk.testing.Application\(Self.made)")
        }
        let pointer = applicationPointer
        guard g_application_get_is_registered(pointer) == 0 else {
            throw RegistrationError(description: "\(application?.typeName ?? "the application") is already registered: a TestApplication registers it")
        }
        let flags = g_application_get_flags(pointer)
        g_application_set_flags(pointer, GApplicationFlags(rawValue: flags.rawValue | G_APPLICATION_NON_UNIQUE.rawValue))
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(pointer, nil, &error) != 0 else {
            var reason = "no reason given"
            if let error {
                reason = String(cString: error.pointee.message)
                g_error_free(error)
            }
            throw RegistrationError(description: "g_application_register failed: \(reason)")
        }
    }

    /// Makes a ``TestApplication`` of `application` (a new one when nil), runs `body` with
    /// it, and shuts it down when `body` returns or throws.
    public static func withRegistered<Result>(
        _ application: Application? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: (TestApplication) throws -> Result
    ) throws -> Result {
        let test = try TestApplication(application, file: file, line: line)
        defer { test.shutDown() }
        return try body(test)
    }

    /// Emits `activate`, as a launch of the app does, then runs what that made due on the
    /// main context (GTK's first layout of a window it presented, for instance). Connect to
    /// `activatePublisher` first: GLib warns about an application nothing activates.
    public func activate() {
        precondition(!isShutDown, "TestApplication.activate(): the application has been shut down")
        g_application_activate(applicationPointer)
        drainMainContext()
    }

    /// The application's windows, the most recently focused first (what
    /// `gtk_application_get_windows` lists), as their wrappers: the one the app made, if it
    /// still lives, so an `ApplicationWindow` comes back as one.
    public var windows: [Window] {
        application.windows
    }

    /// Ends the application as the end of `run()` does: destroys its windows, emits
    /// `shutdown`, unregisters it from the session bus (so that its id is free again), and
    /// runs what that made due on the main context. Once only; later calls do nothing.
    ///
    /// GLib unregisters only at the end of `g_application_run`, so this runs it with
    /// `handle-local-options` answering "exit now", so that it does not activate, and a quit
    /// due at once, so that it does not wait for a `hold()` the app did not release. Handlers
    /// the app connected with `onLocalOptions` run once more, with no option given.
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        for window in windows {
            window.destroy()
        }
        drainMainContext()
        application.onLocalOptions(flags: []) { _ in 0 }
        let pointer = applicationPointer
        g_object_ref(pointer)
        let quit = g_idle_add_full(G_PRIORITY_DEFAULT, { application in
            g_application_quit(application?.assumingMemoryBound(to: GApplication.self))
            return gboolean(G_SOURCE_REMOVE)
        }, pointer, g_object_unref)
        _ = g_application_run(pointer, 0, nil)
        // Not due: nothing held the application, so the run did not iterate.
        if let source = g_main_context_find_source_by_id(nil, quit) {
            g_source_destroy(source)
        }
        drainMainContext()
    }

    /// GLib could not register the application; `description` says why.
    public struct RegistrationError: Error, CustomStringConvertible {
        /// What went wrong, for the test's failure message.
        public let description: String
    }
}
