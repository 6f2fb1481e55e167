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
    /// Whether `initialize()` has registered the class table.
    @MainActor private static var isRegistered = false

    /// Initializes libadwaita (`adw_init`: GTK, libadwaita's types, its style sheet and
    /// style manager) and registers the `Adw` classes with CombineGTK's wrapping, so an
    /// `AdwHeaderBar *` from C (a getter, a signal's argument, `Builder.object(_:as:)`) is an
    /// `Adw.HeaderBar`. Idempotent.
    ///
    /// Every generated `Adw` constructor calls it, so making an `Adw` widget is enough. Call
    /// it yourself before anything else can hand out an `Adw` object: before loading a
    /// `.ui` file that names `Adw` classes (GtkBuilder finds them only after `adw_init`).
    /// Needs a display, as GTK's own initialization does.
    @MainActor
    public static func initialize() {
        guard !isRegistered else { return }
        isRegistered = true
        adw_init()
        WrapperClass.register(GeneratedClasses.byTypeName)
    }
}
