import CAdw
import CombineGTK

extension Adw.ApplicationWindow {
    /// A window of `application` (`adw_application_window_new`), in GTK's words:
    /// `Adw.ApplicationWindow(application: app)`, as `ApplicationWindow(application:)`; an
    /// `Adw.Application`'s, or a GTK `Application`'s.
    ///
    /// Its content goes in `content` (not `child`: libadwaita draws no title bar of its own,
    /// so put an `Adw.HeaderBar` at the top of the content). Its `win.` actions and
    /// `addAction(_:)` are GTK's `ApplicationWindow`'s.
    // Generic only so that it does not count as an override of GTK's
    // `ApplicationWindow(application:)`, which an extension may not declare.
    public convenience init(application: some CombineGTK.Application) {
        Adw.initialize()
        self.init(retaining: gObject(adw_application_window_new(application.cPointer())))
    }
}
