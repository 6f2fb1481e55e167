import CombineAdw

// The examples of CombineAdw's "Adwaita applications" article, compiled as they are shown
// there (with what they leave to the reader declared here): never run.

@MainActor
final class TasksApp {
    let application = Adw.Application(id: "io.example.Tasks")
    private var window: Adw.ApplicationWindow?
    private var subscriptions: [AnyCancellable] = []

    init() {
        subscriptions.append(application.activatePublisher.sink { [unowned self] in showWindow() })
    }

    private func showWindow() {
        let window = Adw.ApplicationWindow(application: application)
        let page = Box(orientation: .vertical)
        page.append(Adw.HeaderBar())
        page.append(Label("No tasks"))
        window.content = page
        window.present()
        self.window = window
    }
}

@MainActor
private func followTheStyleSetting(_ settings: Settings) -> [AnyCancellable] {
    let styleBinding = Adw.StyleManager.default.bindColorScheme(to: settings, key: "color-scheme")
    let darkIcon = Adw.StyleManager.default.darkPublisher
        .map { $0 ? "weather-clear-night-symbolic" : "weather-clear-symbolic" }
    return [styleBinding, darkIcon.sink { _ in }]
}

@MainActor
private protocol TaskModel {
    func restoreLastRemoved()
    func forgetLastRemoved()
}

@MainActor
private func showUndoToast(window: Adw.ApplicationWindow, overlay: Adw.ToastOverlay, model: some TaskModel) -> [AnyCancellable] {
    let undo = SimpleAction(name: "undo")
    window.addAction(undo)
    let undoing = undo.activatePublisher.sink { model.restoreLastRemoved() }

    let toast = Adw.Toast(title: "Task removed", button: "_Undo", action: "win.undo")
    let dismissal = toast.dismissedPublisher.sink { model.forgetLastRemoved() }
    overlay.addToast(toast)
    return [undoing, dismissal]
}

@MainActor
func askForName(parent: Window) async -> String? {
    let dialog = Adw.MessageDialog(parent: parent, heading: "New Collection", body: nil)
    let name = Entry()
    dialog.extraChild = name
    dialog.addResponse(id: "cancel", label: "_Cancel")
    dialog.addResponse(id: "create", label: "_Create")
    dialog.closeResponse = "cancel"
    dialog.setResponseAppearance(response: "create", appearance: .suggested)
    // "Create" only with a name.
    let enabling = name.textPublisher.map { !$0.isEmpty }
        .bind(to: dialog.responseEnabledBinder(for: "create"))
    defer { enabling.cancel() }
    dialog.present()
    return await dialog.nextResponse() == "create" ? name.text : nil
}
