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
    /// Whether the class table is registered (`registerClasses()`).
    private static let classesRegistered = Locked(false)
    /// Whether `initialize()` has run `adw_init`.
    @MainActor private static var isInitialized = false

    /// Initializes libadwaita (`adw_init`: its types, its style sheet and style manager) once
    /// GTK is initialized with a display, and registers the `Adw` classes with CombineGTK's
    /// wrapping, so an `AdwHeaderBar *` from C (a getter, a signal's argument,
    /// `Builder.object(_:as:)`) is an `Adw.HeaderBar`. Idempotent.
    ///
    /// Every generated `Adw` constructor calls it, and `Adw.Application` initializes
    /// libadwaita at its `startup`, so an app rarely needs to. A GTK `Application` that shows
    /// libadwaita widgets built from a `.ui` file calls it in `startup` or `activate`, before
    /// loading the file. Before GTK is initialized, or without a display, it registers the
    /// classes only and leaves GTK alone: an `Adw.Toast` made in a headless test neither ends
    /// the process (as GTK does when it cannot open a display) nor initializes GTK.
    @MainActor
    public static func initialize() {
        registerClasses()
        guard !isInitialized, gtk_is_initialized() != 0, gdk_display_get_default() != nil else { return }
        isInitialized = true
        adw_init()
    }

    /// Registers the class table with CombineGTK's wrapping, once, from any thread: every
    /// generated class's `wrappedType` (which its `gType` reads) calls it, so
    /// `Adw.Application(id:)`, which makes its object by its `gType`, registers them too.
    nonisolated static func registerClasses() {
        classesRegistered.withLock { registered in
            guard !registered else { return }
            registered = true
            WrapperClass.register(GeneratedClasses.byTypeName)
        }
    }
}
