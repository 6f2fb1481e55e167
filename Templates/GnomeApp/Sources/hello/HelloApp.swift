import CombineAdw

/// The application's parts that outlive a window: its actions (About, Quit, with their
/// keyboard shortcuts) and the one main window, made when the application is activated.
@MainActor
final class HelloApp {
    private let application: Adw.Application
    private let version: String
    private var window: HelloWindow?
    /// Whether the window could not be made: the program then exits with status 1.
    private(set) var failed = false
    private var subscriptions = Set<AnyCancellable>()

    init(application: Adw.Application, version: String) {
        self.application = application
        self.version = version
        let quit = SimpleAction(name: "quit")
        quit.activatePublisher.sink { [unowned application] in application.quit() }.store(in: &subscriptions)
        application.addAction(quit, accelerators: ["<Control>q"])
        let about = SimpleAction(name: "about")
        about.activatePublisher.sink { [unowned self] in showAbout() }.store(in: &subscriptions)
        application.addAction(about)
        application.activatePublisher.sink { [unowned self] in activate() }.store(in: &subscriptions)
    }

    private func activate() {
        if let window { return window.present() }
        do {
            window = try HelloWindow(application: application)
            window?.present()
        } catch {
            // The schema is not installed, or the resources lack the window: say which, and how.
            printError("hello: \(error)\n")
            failed = true
            application.quit()
        }
    }

    private func showAbout() {
        let about = Adw.AboutWindow()
        about.applicationName = tr("Hello")
        about.applicationIcon = application.applicationId ?? ""
        about.version = version
        about.developerName = tr("The Hello developers")
        about.licenseType = .gpl30
        about.transientFor = application.activeWindow
        about.present()
    }
}
