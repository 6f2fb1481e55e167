import CombineAdw

/// The issue's names for the application, style, toasts and message dialog, compiled with
/// `import CombineAdw` alone (no CGtk, no CAdw): never called, only type-checked, exactly as
/// the issue writes them.
@MainActor
func adwApplicationIssueNames() {
    let app = Adw.Application(id: "io.example.App")
    let window = Adw.ApplicationWindow(application: app)
    let overlay = Adw.ToastOverlay()
    overlay.addToast(Adw.Toast(title: "Task removed"))
    overlay.addToast(Adw.Toast(title: "Task removed", button: "Undo", action: "win.undo"))
    _ = Adw.StyleManager.default.darkPublisher   // Bool
    _ = Adw.StyleManager.default.colorSchemePublisher
    let dialog = Adw.MessageDialog(parent: window, heading: "New Collection", body: nil)
    _ = dialog.responsePublisher                 // String: the response id
    _ = dialog.responseEnabledBinder(for: "create")
    _ = app.run()
}
