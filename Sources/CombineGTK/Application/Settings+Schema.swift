import CGtk

extension Settings {
    /// The settings of the installed schema `schemaID`, stored under the schema's own path,
    /// or under `path` for a relocatable schema (GIO's `g_settings_new_full`).
    ///
    /// The schema is looked up first in the default schema source (what is installed under
    /// each `XDG_DATA_DIRS`' `glib-2.0/schemas`, and `GSETTINGS_SCHEMA_DIR`), so a schema
    /// that is not installed throws instead of aborting the process as `g_settings_new`
    /// does; so does a missing or malformed path. GLib reads `GSETTINGS_SCHEMA_DIR` once, at
    /// the first lookup in the process: set it before.
    ///
    /// - Throws: ``SettingsError/schemaNotInstalled(schemaID:schemaDirectory:)``,
    ///   ``SettingsError/invalidPath(schemaID:path:)``.
    public convenience init(schemaID: String, path: String? = nil) throws(SettingsError) {
        guard let schema = SettingsSchemaSource.default()?.lookup(schemaId: schemaID, recursive: true) else {
            throw .schemaNotInstalled(schemaID: schemaID, schemaDirectory: swiftString(getenv("GSETTINGS_SCHEMA_DIR")))
        }
        try self.init(schema: schema, path: path)
    }

    /// The settings of `schema`, from any schema source (one compiled in a folder of the
    /// app's own, `SettingsSchemaSource(directory:parent:trusted:)`), stored under the
    /// schema's own path, or under `path` for a relocatable schema.
    ///
    /// - Throws: ``SettingsError/invalidPath(schemaID:path:)`` when the schema is relocatable
    ///   and `path` is nil, `path` is malformed, or the schema has another path of its own.
    public convenience init(schema: SettingsSchema, path: String? = nil) throws(SettingsError) {
        // g_settings_new_full aborts on each of these.
        let own = schema.path()
        let isValid = switch (own, path) {
        case (nil, nil): false
        case (_, let path?): Self.isValidPath(path) && (own == nil || own == path)
        case (_?, nil): true
        }
        guard isValid else { throw .invalidPath(schemaID: schema.id(), path: path) }
        self.init(adopting: gObject(g_settings_new_full(schema.cPointer(), nil, path)))
    }

    /// GLib's rule (`path_is_valid`): starts and ends with a slash, no two in a row.
    private static func isValidPath(_ path: String) -> Bool {
        path.hasPrefix("/") && path.hasSuffix("/") && !path.contains("//")
    }

    /// The schema's id, for messages.
    var schemaName: String { schemaId ?? "?" }

    /// The schema key `key`, checked: `g_settings_schema_get_key` aborts on a missing one.
    func schemaKey(_ key: String) throws(SettingsError) -> SettingsSchemaKey {
        guard let schema = settingsSchema, schema.hasKey(key) else {
            throw .noSuchKey(key: key, schemaID: schemaName)
        }
        return schema.key(key)
    }
}
