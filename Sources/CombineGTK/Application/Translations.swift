import CGtk
import Glibc

/// The program's gettext text domain: where its translations (`.mo` files) are found, and
/// the user's locale. Mark user-visible strings with ``tr(_:)`` and its plural and context
/// forms; `xgettext` extracts them (see <doc:TranslatingYourApp>).
///
/// ```swift
/// Translations.bind(domain: "counter-timer")      // or Application(id:textDomain:)
/// let label = Label(tr("Counter"))
/// ```
///
/// Needs no display. The gettext of the C library, through GLib (`g_dgettext`), so GTK's
/// own strings, `.ui` files with `translatable="yes"` and Swift's marked strings all follow
/// the same `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`.
public enum Translations {
    /// The environment variable that names the folder holding `<lang>/LC_MESSAGES/<domain>.mo`,
    /// ahead of every other place: `COMBINEGTK_LOCALE_DIR`.
    public static let localeDirectoryVariable = "COMBINEGTK_LOCALE_DIR"

    /// Makes `domain` the program's text domain, its catalogs read from `localeDirectory`
    /// (by default ``localeDirectory(for:)``'s choice), and sets the locale from the
    /// environment; returns the folder bound, or nil when the C library's own
    /// (`/usr/share/locale`) is used.
    ///
    /// Call it once at startup, before the first string is translated (``Application``'s
    /// `init(id:flags:textDomain:)` does). It calls `setlocale(LC_ALL, "")`, as `gtk_init`
    /// does later, so strings translated before the application runs are translated too;
    /// `bindtextdomain`, `bind_textdomain_codeset` (UTF-8, what GTK shows), and `textdomain`,
    /// so ``tr(_:)`` and `GtkBuilder` files with no `domain` of their own use `domain`.
    @discardableResult
    public static func bind(domain: String, localeDirectory: String? = nil) -> String? {
        setlocale(LC_ALL, "")
        let directory = localeDirectory ?? Self.localeDirectory(for: domain)
        if let directory { bindtextdomain(domain, directory) }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        return directory
    }

    /// Where `domain`'s catalogs are, for a program run from its build folder or installed:
    /// the first folder that exists of
    ///
    /// 1. `$COMBINEGTK_LOCALE_DIR`;
    /// 2. `locale` next to the executable (uninstalled: `make` compiles `po/*.po` into
    ///    `.build/debug/locale/<lang>/LC_MESSAGES/<domain>.mo`);
    /// 3. `../share/locale` from the executable's folder (installed under a prefix:
    ///    `/usr/local/bin/app` reads `/usr/local/share/locale`).
    ///
    /// Nil when none exists: the C library's default, `/usr/share/locale`. `domain` is for
    /// the uninstalled folder, which must hold one of its catalogs to count.
    public static func localeDirectory(for domain: String) -> String? {
        if let override = getenv(localeDirectoryVariable).map({ String(cString: $0) }), !override.isEmpty {
            return override
        }
        guard let executableFolder = RunningProgram.folder else { return nil }
        let uninstalled = executableFolder + "/locale"
        if holdsCatalog(of: domain, in: uninstalled) { return uninstalled }
        let installed = executableFolder + "/../share/locale"
        return isFolder(installed) ? installed : nil
    }

    /// `message` translated in the program's text domain, for a string known only at run
    /// time (one marked elsewhere for `xgettext`, or read from a table); ``tr(_:)`` for a
    /// literal.
    public static func translate(_ message: String) -> String {
        message.withCString { String(cString: g_dgettext(nil, $0)) }
    }

    /// Whether `folder` has a `<lang>/LC_MESSAGES/<domain>.mo` for some language: a build
    /// folder with another program's catalogs (tests share `.build/debug`) does not count.
    private static func holdsCatalog(of domain: String, in folder: String) -> Bool {
        guard let directory = g_dir_open(folder, 0, nil) else { return false }
        defer { g_dir_close(directory) }
        while let entry = g_dir_read_name(directory) {
            let catalog = "\(folder)/\(String(cString: entry))/LC_MESSAGES/\(domain).mo"
            if g_file_test(catalog, G_FILE_TEST_EXISTS) != 0 { return true }
        }
        return false
    }

    private static func isFolder(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }
}
