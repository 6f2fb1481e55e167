@preconcurrency import OpenCombine
import Foundation

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
/// An async `main` cannot run GTK: it gives the main thread to Dispatch at its first `await`.
/// So `main()` is synchronous: it makes the `Application`, lets `configure(_:)` add options,
/// and runs it on the main thread with the dispatch main queue drained on its loop. Once GTK
/// has started up (the `startup` signal), a main-actor task creates the instance with
/// `init(application:)`, which may await; the application is held meanwhile, and `activate()`
/// is called for every activation, the ones that came while `init` awaited included, once it
/// returns. If `init` throws, the error goes to standard error and the program exits with 1.
@MainActor
public protocol ApplicationMain: AnyObject {
    /// The reverse-DNS application id (`"io.github.example.App"`).
    static var applicationID: String { get }

    /// Called before the application runs: add options (`addFlag`, `onLocalOptions`), a
    /// summary, actions. Does nothing unless implemented.
    static func configure(_ application: Application)

    /// Startup work, on the main actor, after GTK is initialized and before the first window;
    /// may await. The instance lives as long as the application runs.
    init(application: Application) async throws

    /// The application was activated (launched, or launched again): show a window.
    func activate()
}

extension ApplicationMain {
    public static func configure(_ application: Application) {}

    /// Runs the application and exits with its status.
    public static func main() {
        exit(run(arguments: CommandLine.arguments))
    }

    /// Runs the application with `arguments` (the program name first) until it quits;
    /// returns its exit status, 1 if `init(application:)` threw.
    public static func run(arguments: [String]) -> Int32 {
        let application = Application(id: applicationID)
        configure(application)
        let launch = ApplicationLaunch<Self>(application: application)
        return withExtendedLifetime(launch) {
            let status = application.run(arguments: arguments)
            return launch.failed ? 1 : status
        }
    }
}

/// One run of an `ApplicationMain` type: creates the instance once GTK has started up, and
/// holds activations back until it exists.
@MainActor
private final class ApplicationLaunch<App: ApplicationMain> {
    private(set) var failed = false
    private var app: App?
    private var activationPending = false
    private var subscriptions: [AnyCancellable] = []

    init(application: Application) {
        subscriptions.append(application.startupPublisher.sink { [unowned self] in
            application.hold()
            Task { @MainActor in
                await self.start(application)
                application.release()
            }
        })
        subscriptions.append(application.activatePublisher.sink { [unowned self] in
            if let app { app.activate() } else { activationPending = true }
        })
    }

    private func start(_ application: Application) async {
        do {
            let app = try await App(application: application)
            self.app = app
            if activationPending {
                activationPending = false
                app.activate()
            }
        } catch {
            failed = true
            let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? App.applicationID
            FileHandle.standardError.write(Data("\(program): startup failed: \(error)\n".utf8))
            application.quit()
        }
    }
}
