import CGtk

extension File {
    /// The folder for the user's application data: `$XDG_DATA_HOME`, or `~/.local/share`
    /// when it is not set (GLib's `g_get_user_data_dir()`; a Flatpak sandbox sets it to the
    /// app's own folder).
    ///
    /// GLib reads the environment once per process and keeps the answer: a test that needs
    /// another folder passes its own `File` to the code under test instead.
    public static func userDataDirectory() -> File {
        File(path: String(cString: g_get_user_data_dir()))
    }
}
