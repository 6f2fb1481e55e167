import CombineAdw
import HelloKit

/// The main window: `window.ui` from the application's resources, its widgets wired to a
/// `GreeterViewModel` with publishers and binders, its size and the last name typed kept in
/// GSettings (`data/org.example.Hello.gschema.xml`).
@MainActor
final class HelloWindow {
    private let window: Adw.ApplicationWindow
    private let viewModel: GreeterViewModel
    private var bindings = Set<AnyCancellable>()

    /// - Throws: `SettingsError` when the schema is not installed (its message says how to
    ///   install it, or to run uninstalled: `make run` does), a `GLibError` or
    ///   `BuilderObjectError` when the resources lack the window.
    init(application: Adw.Application) throws {
        let settings = try Settings(schemaID: application.applicationId ?? "")
        // The resource base path is the application id, dots as slashes: /org/example/Hello.
        let builder = try Builder(resource: (application.resourceBasePath ?? "") + "/window.ui")
        window = try builder.object("window", as: Adw.ApplicationWindow.self)
        let greeting = try builder.object("greeting", as: Label.self)
        let name = try builder.object("name", as: Entry.self)
        let clear = try builder.object("clear", as: Button.self)
        let savedName = try settings.value(for: "name", as: String.self)
        viewModel = GreeterViewModel(scheduler: MainContextScheduler.shared, name: savedName)

        window.application = application
        window.persistState(in: settings).store(in: &bindings)

        name.textPublisher.sink { [viewModel] in viewModel.nameChanged($0) }.store(in: &bindings)
        clear.clickedPublisher.sink { [viewModel] in viewModel.clear() }.store(in: &bindings)
        viewModel.text.bind(to: name.textBinder).store(in: &bindings)
        viewModel.canClear.bind(to: clear.sensitiveBinder).store(in: &bindings)
        viewModel.greeting.map(Self.text(of:)).bind(to: greeting.textBinder).store(in: &bindings)
        // Saved when the greeting changes (typing paused), not on every key.
        viewModel.greeting.dropFirst().sink { [viewModel] _ in
            try? settings.set(viewModel.name, for: "name")
        }.store(in: &bindings)
    }

    func present() {
        window.present()
    }

    /// The greeting in the user's language.
    private static func text(of greeting: Greeting) -> String {
        switch greeting {
        case .nobody: tr("Who is there?")
        // TRANSLATORS: {name} is the name the user typed; keep it as it is.
        case .person(let name): tr("Welcome, {name}!").replacing("{name}", with: name)
        }
    }
}
