import CGtk
import CombineGTK
import Foundation

/// GSettings schemas for tests: compiled at test time into a temporary folder, with GLib's
/// memory backend, so tests neither need the schema installed nor touch the user's dconf.
///
/// ```swift
/// try TestSettings.install([schemaXML])     // once, before the first Settings of the process
/// let settings = try Settings(schemaID: "io.example.App")
/// ```
public enum TestSettings {
    /// What went wrong preparing the schemas, in a sentence.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    @MainActor private static var installed: (folder: String, schemas: [String])?

    /// Compiles `schemas` (each the text of a `.gschema.xml` file) with `glib-compile-schemas`
    /// into a new temporary folder (removed when the process exits), and returns its path: for a
    /// `SettingsSchemaSource(directory:parent:trusted:)`, or for `GSETTINGS_SCHEMA_DIR`.
    ///
    /// - Throws: ``Failure`` with the compiler's output when a schema does not compile.
    public static func compile(_ schemas: [String]) throws -> String {
        let folder = try TemporaryFolder.make("combinegtk-schemas")
        for (index, schema) in schemas.enumerated() {
            try schema.write(to: folder.appendingPathComponent("schema\(index).gschema.xml"), atomically: true, encoding: .utf8)
        }
        let run = try runTool("/usr/bin/env", ["glib-compile-schemas", "--strict", folder.path])
        guard run.status == 0 else {
            throw Failure(description: "glib-compile-schemas failed on \(folder.path): \(run.output)")
        }
        return folder.path
    }

    /// Makes `schemas` the process's installed schemas, as an installed app's are: compiles
    /// them into a temporary folder, points `GSETTINGS_SCHEMA_DIR` at it and sets
    /// `GSETTINGS_BACKEND=memory`, so `Settings(schemaID:)` finds them and nothing is
    /// written to disk. GLib reads both variables once per process, so call it before the
    /// first `Settings` (and before anything that looks up a schema); a second call with the
    /// same schemas does nothing.
    ///
    /// - Throws: ``Failure`` when the schemas do not compile, when other schemas were
    ///   installed already, or when GLib had read its schema folders or chosen its settings
    ///   backend before this call (the tests would write the user's settings).
    @MainActor
    public static func install(_ schemas: [String]) throws {
        if let installed {
            guard installed.schemas == schemas else {
                throw Failure(description: "TestSettings.install: other schemas were installed in this process (GLib reads GSETTINGS_SCHEMA_DIR once); install all of them in one call")
            }
            return
        }
        let folder = try compile(schemas)
        setenv("GSETTINGS_SCHEMA_DIR", folder, 1)
        setenv("GSETTINGS_BACKEND", "memory", 1)
        installed = (folder, schemas)
        for id in schemaIDs(in: schemas) where SettingsSchemaSource.default()?.lookup(schemaId: id, recursive: true) == nil {
            throw Failure(description: "TestSettings.install: GLib read its schema folders before GSETTINGS_SCHEMA_DIR was set, so \"\(id)\" is not found; call install earlier, or use TestSettings.settings(_:in:path:)")
        }
        if let id = schemaIDs(in: schemas).first,
           let settings = (try? Settings(schemaID: id)) ?? (try? Settings(schemaID: id, path: "/io/github/combinegtk/TestSettings/")) {
            let backend = backendTypeName(of: settings)
            guard backend == "GMemorySettingsBackend" else {
                throw Failure(description: "TestSettings.install: GLib chose its settings backend (\(backend)) before GSETTINGS_BACKEND=memory was set, and tests would write the user's settings; call install earlier, or use TestSettings.settings(_:in:path:)")
            }
        }
    }

    /// Settings of the schema `id`, one of `schemas` (each the text of a `.gschema.xml`
    /// file) compiled into a folder of their own, stored in a memory backend of their own
    /// (GLib's `GMemorySettingsBackend`): for a test of code that takes a `Settings`,
    /// whatever the process did before (GTK may have chosen dconf as the default backend
    /// already). Each call compiles anew and starts from the schema's defaults.
    ///
    /// - Throws: ``Failure`` when the schemas do not compile, have no schema `id`, or the
    ///   schema is relocatable and `path` is nil.
    @MainActor
    public static func settings(_ id: String, in schemas: [String], path: String? = nil) throws -> Settings {
        let source = try SettingsSchemaSource(directory: compile(schemas), parent: nil, trusted: true)
        guard let schema = source.lookup(schemaId: id, recursive: false) else {
            throw Failure(description: "TestSettings.settings: no schema \"\(id)\" in the schemas given")
        }
        guard schema.path() != nil || path != nil else {
            throw Failure(description: "TestSettings.settings: the schema \"\(id)\" is relocatable; give a path")
        }
        // g_memory_settings_backend_new is declared in gio/gsettingsbackend.h, which CGtk
        // does not include (it is for writing backends); libgio exports it all the same.
        guard let symbol = dlsym(nil, "g_memory_settings_backend_new") else {
            throw Failure(description: "TestSettings.settings: libgio has no g_memory_settings_backend_new")
        }
        let makeBackend = unsafeBitCast(symbol, to: (@convention(c) () -> OpaquePointer?).self)
        let backend = makeBackend()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        let settings = g_settings_new_full(OpaquePointer(schema.boxedPointer), backend, path)
        return Settings(adopting: UnsafeMutableRawPointer(settings!).assumingMemoryBound(to: GObject.self))
    }

    /// The type of the backend `settings` stores its values in (`GMemorySettingsBackend`).
    @MainActor
    private static func backendTypeName(of settings: Settings) -> String {
        var backend = GValue()
        g_value_init(&backend, g_object_get_type())
        defer { g_value_unset(&backend) }
        g_object_get_property(settings.objectPointer, "backend", &backend)
        return String(cString: cgtk_object_type_name(g_value_get_object(&backend)))
    }

    /// The ids of the schemas in `schemas` (`<schema id="…"`).
    private static func schemaIDs(in schemas: [String]) -> [String] {
        schemas.flatMap { schema in
            schema.components(separatedBy: "<schema id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
    }
}
