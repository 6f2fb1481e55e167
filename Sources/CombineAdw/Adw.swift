import CAdw
import CombineGTK

/// libadwaita, the GNOME platform's widgets on top of GTK 4: every class, interface,
/// enumeration and record of `Adw-1.gir`, generated as CombineGTK's GTK surface is
/// (properties with publishers and binders, signals as publishers), nested here.
///
/// A namespace because libadwaita names many of its types as GTK does: `Adw.HeaderBar`,
/// `Adw.Window`, `Adw.ApplicationWindow`, `Adw.Application` and `Adw.MessageDialog` sit
/// beside GTK's `HeaderBar`, `Window`, `ApplicationWindow`, `Application` and
/// `MessageDialog`, so a file that imports CombineAdw (which brings CombineGTK) reads
/// without ambiguity: an unqualified name is GTK's, an `Adw.` one libadwaita's, as gtk4-rs
/// (`adw::HeaderBar`) and PyGObject (`Adw.HeaderBar`) spell them.
///
/// libadwaita 1.2 (Debian 12's) is the minimum; each generated member's documentation says
/// which version added it.
public enum Adw {
    /// Whether `initialize()` has registered the class table, and whether it has run `adw_init`.
    @MainActor private static var isRegistered = false
    @MainActor private static var isInitialized = false

    /// Initializes libadwaita (`adw_init`: GTK, libadwaita's types, its style sheet and
    /// style manager) and registers the `Adw` classes with CombineGTK's wrapping, so an
    /// `AdwHeaderBar *` from C (a getter, a signal's argument, `Builder.object(_:as:)`) is an
    /// `Adw.HeaderBar`. Idempotent.
    ///
    /// Every generated `Adw` constructor calls it, so making an `Adw` widget is enough. Call
    /// it yourself before anything else can hand out an `Adw` object: before loading a
    /// `.ui` file that names `Adw` classes (GtkBuilder finds them only after `adw_init`).
    /// Without a display it registers the classes only, so an `Adw.Toast` can be made in a
    /// headless test; the first call with a display initializes libadwaita.
    @MainActor
    public static func initialize() {
        if !isRegistered {
            isRegistered = true
            WrapperClass.register(GeneratedClasses.byTypeName)
        }
        // adw_init initializes GTK, and GTK ends the process when it cannot open a display;
        // libadwaita's style manager also needs the display's icon theme.
        guard !isInitialized, CombineGTK.Application.openDisplay() else { return }
        isInitialized = true
        adw_init()
    }
}
