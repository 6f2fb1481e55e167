import CGtk

extension Settings {
    /// The folders where an app's own compiled schemas are, relative to the running program
    /// (`/proc/self/exe`): `<program's folder>/schemas`, where a build compiles them for a
    /// program run uninstalled from its build folder, then
    /// `<program's folder>/../share/glib-2.0/schemas`, where `make install` puts them for
    /// `<prefix>/bin/<program>` (found even when `XDG_DATA_DIRS` does not name the prefix).
    /// Empty where the program's path is unknown.
    public static var programSchemaDirectories: [String] {
        guard let folder = RunningProgram.folder else { return [] }
        return [folder + "/schemas", folder + "/../share/glib-2.0/schemas"]
    }

    /// The settings of the app's own schema `schemaID`, uninstalled or installed: the first of
    /// `directories` that holds a compiled schema of that id (`gschemas.compiled`, from
    /// `glib-compile-schemas`) wins; otherwise the installed one (`Settings(schemaID:)`:
    /// `XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`).
    ///
    /// ```swift
    /// let settings = try Settings(schemaID: "io.example.App", directories: Settings.programSchemaDirectories)
    /// ```
    ///
    /// - A folder that does not exist, holds no `gschemas.compiled` or a corrupt one, or lacks
    ///   the schema is passed over.
    /// - Throws: ``SettingsError/schemaNotInstalled(schemaID:schemaDirectory:)`` when no folder
    ///   and no installed schema has it; ``SettingsError/invalidPath(schemaID:path:)`` as
    ///   `Settings(schemaID:path:)` does.
    public convenience init(schemaID: String, directories: [String], path: String? = nil) throws(SettingsError) {
        for directory in directories where g_file_test(directory + "/gschemas.compiled", G_FILE_TEST_IS_REGULAR) != 0 {
            // Its own schemas first, then the installed ones (the parent) for what it lacks.
            guard let source = try? SettingsSchemaSource(directory: directory, parent: SettingsSchemaSource.default(), trusted: true),
                  let schema = source.lookup(schemaId: schemaID, recursive: false) else { continue }
            try self.init(schema: schema, path: path)
            return
        }
        try self.init(schemaID: schemaID, path: path)
    }
}
