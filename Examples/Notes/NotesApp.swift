@preconcurrency import OpenCombine
import CombineAdw
import NotesKit

/// The application: its actions and accelerators, the color scheme the preferences choose,
/// the one main window (made on the first `activate`), and the preferences window.
@MainActor
final class NotesApp {
    private let application: Adw.Application
    private let settings: Settings
    private var bindings = Set<AnyCancellable>()
    private var window: NotesWindow?
    /// The notes, read from `$XDG_DATA_HOME/io.github.combinegtk.Notes` at startup.
    private let model = NotesViewModel(store: NotesStore(root: NotesStore.defaultRoot()), scheduler: MainContextScheduler.shared)

    init(application: Adw.Application, settings: Settings) {
        self.application = application
        self.settings = settings
        // Weak: GTK may still emit while the app object goes away at teardown.
        application.startupPublisher.sink { [weak self] in self?.start() }.store(in: &bindings)
        application.activatePublisher.sink { [weak self] in self?.presentWindow() }.store(in: &bindings)
    }

    private func start() {
        let quit = SimpleAction(name: "quit")
        // Closing the window first: it saves the note being edited before the app goes.
        quit.activatePublisher.sink { [weak self] in self?.quit() }.store(in: &bindings)
        application.addAction(quit, accelerators: ["<Control>q"])

        let preferences = SimpleAction(name: "preferences")
        preferences.activatePublisher.sink { [weak self] in self?.presentPreferences() }.store(in: &bindings)
        application.addAction(preferences, accelerators: ["<Control>comma"])

        // Stateful actions whose state is the key's value: the menu's radio items and the
        // preferences' radio buttons write the settings, and follow them.
        application.addAction(settings.createAction("sort-order"))
        for (index, order) in SortOrder.allCases.enumerated() {
            application.setAccelerators(["<Control>\(index + 1)"], for: DetailedActionName("app.sort-order", target: order.rawValue))
        }
        application.addAction(settings.createAction("color-scheme"))

        settings.publisher(for: "color-scheme", as: ColorSchemePreference.self)
            .map(\.adwaita)
            .bind(to: Adw.StyleManager.default.colorSchemeBinder)
            .store(in: &bindings)
        EditorStyle.follow(settings.publisher(for: "font-size", as: Int.self)).store(in: &bindings)
        loadStylesheet()
        Task { [model] in await model.load() }
    }

    private func presentWindow() {
        if let window { return window.window.present() }
        let window = NotesWindow(application: application, settings: settings, model: model)
        self.window = window
        window.window.present()
    }

    private func presentPreferences() {
        let preferences = PreferencesWindow(settings: settings)
        preferences.window.transientFor = window?.window
        // Its radio buttons are on app.color-scheme: the window must be the application's.
        preferences.window.application = application
        preferences.window.destroysWithParent = true
        preferences.window.present()
    }

    private func quit() {
        guard let window else { return application.quit() }
        // The other windows (the preferences) first; the main window saves what is unsaved
        // when it closes, then the application has no window left and ends.
        for other in application.windows where other !== window.window {
            other.close()
        }
        window.window.close()
    }

    private func loadStylesheet() {
        let provider = CssProvider()
        provider.loadFromResource("/io/github/combinegtk/Notes/ui/style.css")
        _ = provider.addToDefaultDisplay()
    }
}
