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
        // The id is a construct property: GApplication derives its resource base path from it
        // when constructed (where GTK finds gtk/help-overlay.ui and gtk/menus.ui), not later.
        var values = [GValue(), GValue()]
        g_value_init(&values[0], FundamentalType.string)
        g_value_set_string(&values[0], id)
        g_value_init(&values[1], g_application_flags_get_type())
        g_value_set_flags(&values[1], flags.gtkValue.rawValue)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        // An application class declared in Swift gets its one instance here (`newObject`).
        self.init(adopting: Self.newObject(names: ["application-id", "flags"], values: values))
        finishNewObject()
    }
}
