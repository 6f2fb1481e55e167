@preconcurrency import OpenCombine
import CGtk
import Glibc

/// The entry point of a GTK app whose startup awaits: conform your `@main` type to it.
///
/// ```swift
/// @main
/// final class Notes: ApplicationMain {
///     static let applicationID = "io.github.example.Notes"
///     private let application: Application
///     private let store: NoteStore
///
///     init(application: Application) async throws {
///         self.application = application
///         store = try await NoteStore.load()   // the loop runs while this awaits
///     }
///
///     func activate() {
///         let window = ApplicationWindow(application: application)
///         window.present()
///     }
/// }
/// ```
///
/// A libadwaita app changes one type name: `init(application: Adw.Application)` makes the
/// application an `Adw.Application` (``ApplicationMain/ApplicationClass``).
///
/// An async `main` cannot run GTK: it gives the main thread to Dispatch at its first `await`.
/// So `main()` is synchronous: it makes the `Application` (with `applicationFlags`), lets `configure(_:)`
/// add options, and runs it on the main thread with the dispatch main queue drained on its
/// loop. Once GTK has started up (the `startup` signal), a main-actor task creates the
/// instance with `init(application:)`, which may await; the application is held meanwhile.
/// Activations and `open` requests that arrive before `init` returns (GTK sends the first
/// one as soon as the loop starts) are delivered, in order, once it has. If `init` throws,
/// the error goes to standard error and the run ends with status 1. If the application quits
/// while `init` is still awaiting, the task is cancelled and whatever it returns is dropped.
@MainActor
public protocol ApplicationMain: AnyObject {
    /// The class of the application `main()` makes: GTK's ``Application`` unless `init`
    /// takes a subclass (`init(application: Adw.Application)`), from which it is inferred.
    associatedtype ApplicationClass: Application = Application

    /// The reverse-DNS application id (`"io.github.example.App"`).
    static var applicationID: String { get }

    /// The application's flags: `.defaultFlags` unless implemented (`.handlesOpen` to
    /// receive `open(_:)`).
    static var applicationFlags: ApplicationFlags { get }

    /// The flags as C's `GApplicationFlags`, before `applicationFlags`. Still honoured (the
    /// application gets both), so an app written against it keeps its flags.
    @available(*, deprecated, renamed: "applicationFlags")
    static var flags: GApplicationFlags { get }

    /// Called before the application runs: add options (`addFlag`, `onLocalOptions`), a
    /// summary, actions. Does nothing unless implemented.
    static func configure(_ application: Application)

    /// Startup work, on the main actor, after GTK is initialized and before the first window;
    /// may await. The instance lives as long as the application runs.
    init(application: ApplicationClass) async throws

    /// The application was activated (launched, or launched again): show a window.
    func activate()

    /// The application was asked to open files (with `.handlesOpen`); `uris`
    /// are their URIs. Calls `activate()` unless implemented.
    func open(_ uris: [String])
}

extension ApplicationMain {
    public static var applicationFlags: ApplicationFlags { .defaultFlags }

    @available(*, deprecated, renamed: "applicationFlags")
    public static var flags: GApplicationFlags { G_APPLICATION_DEFAULT_FLAGS }

    /// What the application is made with: `applicationFlags`, and the deprecated `flags`
    /// an older conformer may still declare.
    private static var allFlags: ApplicationFlags {
        // Read through a deprecated conformance, found at run time, so that honouring the
        // deprecated requirement does not warn in every build of the library.
        let legacy = (LegacyFlags.self as Any.Type as? any LegacyFlagsReading.Type)?.flags(of: Self.self)
        return applicationFlags.union(legacy.map(ApplicationFlags.init) ?? [])
    }

    public static func configure(_ application: Application) {}

    public func open(_ uris: [String]) { activate() }

    /// Runs the application and exits with its status.
    public static func main() {
        exit(run(arguments: CommandLine.arguments))
    }

    /// Runs the application with `arguments` (the program name first) until it quits;
    /// returns its exit status, 1 if `init(application:)` threw.
    public static func run(arguments: [String]) -> Int32 {
        let application = ApplicationClass(id: applicationID, flags: allFlags)
        configure(application)
        let launch = ApplicationLaunch<Self>(application: application, program: arguments.first)
        return withExtendedLifetime(launch) {
            let status = application.run(arguments: arguments)
            launch.ended()
            return launch.failed ? 1 : status
        }
    }
}

/// Reads `ApplicationMain.flags`, the deprecated requirement (see `allFlags`).
@MainActor
private protocol LegacyFlagsReading {
    static func flags<App: ApplicationMain>(of app: App.Type) -> GApplicationFlags
}

private enum LegacyFlags {}

@available(*, deprecated)
extension LegacyFlags: LegacyFlagsReading {
    static func flags<App: ApplicationMain>(of app: App.Type) -> GApplicationFlags { App.flags }
}

/// One run of an `ApplicationMain` type: creates the instance once GTK has started up, and
/// holds activations and `open` requests back until it exists.
@MainActor
private final class ApplicationLaunch<App: ApplicationMain> {
    private enum Request {
        case activate
        case open([String])
    }

    private(set) var failed = false
    private let program: String
    private var app: App?
    private var pending: [Request] = []
    private var startup: Task<Void, Never>?
    private var subscriptions: [AnyCancellable] = []

    init(application: App.ApplicationClass, program: String?) {
        self.program = program?.split(separator: "/").last.map(String.init) ?? App.applicationID
        subscriptions.append(application.startupPublisher.sink { [unowned self] in start(application) })
        subscriptions.append(application.activatePublisher.sink { [unowned self] in handle(.activate) })
        subscriptions.append(application.openPublisher.sink { [unowned self] in handle(.open($0)) })
    }

    /// The loop has ended: a startup still awaiting is cancelled, and what it returns is
    /// dropped (it only gives back its `hold()`).
    func ended() {
        startup?.cancel()
        startup = nil
        subscriptions.removeAll()
    }

    private func start(_ application: App.ApplicationClass) {
        application.hold()
        // Holds the launch strongly: it may outlive `run` when the application quits first.
        startup = Task { @MainActor in
            defer { application.release() }
            do {
                let app = try await App(application: application)
                guard !Task.isCancelled else { return }
                self.app = app
                let requests = pending
                pending = []
                requests.forEach { deliver($0, to: app) }
            } catch {
                guard !Task.isCancelled else { return }
                failed = true
                let message = "\(program): startup failed: \(error)\n"
                _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
                application.quit()
            }
        }
    }

    private func handle(_ request: Request) {
        if let app { deliver(request, to: app) } else { pending.append(request) }
    }

    private func deliver(_ request: Request, to app: App) {
        switch request {
        case .activate: app.activate()
        case .open(let uris): app.open(uris)
        }
    }
}
