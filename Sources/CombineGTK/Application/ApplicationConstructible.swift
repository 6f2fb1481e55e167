import CGtk

/// GTK's ``Application`` and every subclass of it (libadwaita's `Adw.Application`), made by
/// their id: `Application(id:flags:)`, `Adw.Application(id:flags:)`. Each makes an object of
/// its own class (`Self.gType`), as `gtk_application_new` and `adw_application_new` do, so a
/// subclass needs no constructor of its own, and an app changes its application's class by
/// changing one type name.
///
/// A protocol because a class cannot share these otherwise: Swift does not let a subclass
/// inherit, nor redeclare, a convenience initializer an extension of its superclass
/// declares. ``Application`` conforms, and so every subclass does; nothing else can.
@MainActor
public protocol ApplicationConstructible: Application {}

extension Application: ApplicationConstructible {}

extension ApplicationConstructible {
    /// `id` is a reverse-DNS application id (`"io.github.example.App"`); `flags` as GIO
    /// defines them (`[.nonUnique]` for a second instance that does not hand over to the
    /// first, as tests want).
    ///
    /// Needs no display: GTK (and libadwaita, for `Adw.Application`) initialize at
    /// `startup`, inside ``Application/run(arguments:)``.
    public init(id: String, flags: ApplicationFlags = .defaultFlags) {
        precondition(g_application_id_is_valid(id) != 0, "Application(id:): \"\(id)\" is not a valid application id (reverse-DNS, as \"io.github.example.App\")")
        // What gtk_application_new and adw_application_new do, for whichever class this is.
        self.init(adopting: gObject(g_object_new_with_properties(Self.gType, 0, nil, nil)))
        g_application_set_application_id(applicationPointer, id)
        g_application_set_flags(applicationPointer, flags.gtkValue)
    }
}
