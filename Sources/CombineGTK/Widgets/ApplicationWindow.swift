import CGtk

/// A `GtkApplicationWindow`: a window that belongs to an `Application` and shows its
/// actions (`app.quit`, …) and accelerators.
public final class ApplicationWindow: Window {
    public convenience init(application: Application) {
        self.init(retaining: gObject(gtk_application_window_new(application.pointer(as: GtkApplication.self))))
    }
}
