@preconcurrency import OpenCombine
import CGtk

/// The ergonomics of `GtkApplication`, the program's entry point: making one, running it,
/// its actions with their accelerators, the files it is asked to open, its windows.
///
/// The class and GTK's own members (`activeWindow`, `menuById(_:)`, `windowById(_:)`,
/// `inhibit(window:flags:reason:)`, `windowAddedPublisher` …) are generated; as a
/// `GioApplication` (GApplication) it has Gio's too: `quit()`, `hold()` and `release()`,
/// `activatePublisher`, `startupPublisher`, `shutdownPublisher`, `flags`, and `ActionMap` and
/// `ActionGroup` (`addAction(_:)` for any `Action`).
extension Application {
    /// The C flags' form, before `ApplicationFlags`.
    @available(*, deprecated, message: "pass ApplicationFlags: Application(id:flags: [.nonUnique])")
    public convenience init(id: String, flags: GApplicationFlags) {
        self.init(id: id, flags: ApplicationFlags(flags))
    }

    var applicationPointer: UnsafeMutablePointer<GApplication> { pointer(as: GApplication.self) }

    /// Runs the main loop until the application quits; returns the exit status.
    ///
    /// Installs `DispatchMainQueueSource` first, so `@MainActor` tasks, `MainActor.run` and
    /// `DispatchQueue.main` run on the loop. Call it from synchronous code on the main thread
    /// (`main.swift` with no top-level `await`, or an `ApplicationMain` type); from anywhere
    /// else it stops the program with a message saying so.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainThread.checkLoopEntry("Application.run()")
        DispatchMainQueueSource.install()
        FirstPaintExit.installIfRequested(on: applicationPointer)
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return g_application_run(applicationPointer, Int32(cArguments.count), &cArguments)
    }

    /// Adds `action` as `app.<name>`, with keyboard `accelerators` (`"<Control>q"`).
    public func addAction(_ action: SimpleAction, accelerators: [String] = []) {
        g_action_map_add_action(OpaquePointer(objectPointer), action.cPointer())
        setAccelerators(accelerators, for: "app.\(action.name)")
    }

    /// Sets the accelerators of a detailed action name (`"win.reset"`).
    public func setAccelerators(_ accelerators: [String], for detailedActionName: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_application_set_accels_for_action(pointer(as: GtkApplication.self), detailedActionName, &cStrings)
    }

    /// `open`: the application was asked to open files (needs `.handlesOpen`);
    /// publishes their URIs.
    public var openPublisher: SignalPublisher<[String]> {
        signalPublisher("open") { emission -> [String] in
            guard let array = emission.pointer(0, as: OpaquePointer?.self) else { return [] }
            let count = Int(emission.value(1, as: Int32.self))
            return (0..<count).compactMap { index in
                guard let file = array[index], let uri = g_file_get_uri(file) else { return nil }
                defer { g_free(uri) }
                return String(cString: uri)
            }
        }
    }

    /// The application's windows (`gtk_application_get_windows`), the most recently focused
    /// first, as their wrappers (the one the app made, if it still lives, so an
    /// `ApplicationWindow` comes back as one): GTK adds a window when its `application` is
    /// set (an `ApplicationWindow` made with this application) and removes it when it is
    /// destroyed.
    public var windows: [Window] {
        var windows: [Window] = []
        var node = gtk_application_get_windows(pointer(as: GtkApplication.self))
        while let current = node {
            if let data = current.pointee.data {
                windows.append(Window.wrapping(data.assumingMemoryBound(to: GObject.self)))
            }
            node = current.pointee.next
        }
        return windows
    }
}
