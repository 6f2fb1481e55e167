/// What can go wrong using ``Settings`` through its Swift API, where GLib itself would abort
/// the process (`g_settings_new` on a schema that is not installed, `g_settings_get_value` on
/// a key the schema lacks) or quietly ignore the call (a value of the wrong type).
///
/// Each case names what is needed to fix it: the schema, the key, the type the schema wants.
/// ``description`` is a sentence for a log or an alert.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// No installed schema has the id `schemaID`. `schemaDirectory` is the value of
    /// `GSETTINGS_SCHEMA_DIR` when the lookup was made (nil when unset): GLib reads schemas
    /// from there and from `share/glib-2.0/schemas` under each of `XDG_DATA_DIRS`.
    case schemaNotInstalled(schemaID: String, schemaDirectory: String?)

    /// The schema `schemaID` is relocatable (it has no path of its own) and no `path` was
    /// given, or `path` is not a valid one (it must start and end with `/` and contain no
    /// `//`), or the schema has a fixed path other than `path`.
    case invalidPath(schemaID: String, path: String?)

    /// The schema `schemaID` has no key named `key`.
    case noSuchKey(key: String, schemaID: String)

    /// The key `key` holds values of the GVariant type `expected`; a Swift `given` cannot be
    /// written to it or read from it.
    case wrongType(key: String, schemaID: String, expected: VariantType, given: String)

    /// `value` has the right type, but the schema does not allow it for `key`: an integer
    /// that does not fit the key's type or range, a string that is none of its choices or
    /// enumeration nicks.
    case outOfRange(key: String, schemaID: String, value: String)

    /// The key `key` is not writable (locked down by the system administrator).
    case notWritable(key: String, schemaID: String)

    /// What went wrong, naming the schema, the key and the types involved.
    public var description: String {
        switch self {
        case .schemaNotInstalled(let schemaID, let schemaDirectory):
            let directory = schemaDirectory.map { "GSETTINGS_SCHEMA_DIR is \"\($0)\"" } ?? "GSETTINGS_SCHEMA_DIR is not set"
            return "The GSettings schema \"\(schemaID)\" is not installed (\(directory)). Install its .gschema.xml "
                + "in $prefix/share/glib-2.0/schemas and run glib-compile-schemas there, or, to run uninstalled, "
                + "compile it into a folder with glib-compile-schemas and point GSETTINGS_SCHEMA_DIR at that folder."
        case .invalidPath(let schemaID, let path?):
            return "The path \"\(path)\" cannot be used with the GSettings schema \"\(schemaID)\": a path starts and "
                + "ends with \"/\", has no \"//\", and a schema with a path of its own takes only that one."
        case .invalidPath(let schemaID, nil):
            return "The GSettings schema \"\(schemaID)\" is relocatable: it needs a path (Settings(schemaID:path:))."
        case .noSuchKey(let key, let schemaID):
            return "The GSettings schema \"\(schemaID)\" has no key \"\(key)\"."
        case .wrongType(let key, let schemaID, let expected, let given):
            return "The key \"\(key)\" of the GSettings schema \"\(schemaID)\" holds values of type \"\(expected)\"; "
                + "a \(given) cannot be converted to or from it."
        case .outOfRange(let key, let schemaID, let value):
            return "The value \(value) is not allowed for the key \"\(key)\" of the GSettings schema \"\(schemaID)\" "
                + "(outside its type's or its schema's range, or none of its choices)."
        case .notWritable(let key, let schemaID):
            return "The key \"\(key)\" of the GSettings schema \"\(schemaID)\" is not writable."
        }
    }
}
