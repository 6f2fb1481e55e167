import CGtk

/// A `.gresource` bundle the `GResources` build-tool plugin compiled from a target's
/// `*.gresource.xml`, found where the program runs from, and registered once at startup:
///
/// ```swift
/// try CompiledResource.app.register()   // app.gresource.xml; the plugin declares `app`
/// let builder = try Builder(resource: "/io/example/App/window.ui")
/// ```
///
/// The bundle is a file, not bytes compiled into the program: a megabyte of resources adds
/// nothing to Swift compile time. ``register()`` looks for it, in order:
/// 1. installed: `<prefix>/share/<program>/<fileName>`, the program being `<prefix>/bin/<program>`;
/// 2. next to the program: `<program's folder>/<fileName>`;
/// 3. where the plugin wrote it in the build folder (``builtPath``), when run uninstalled.
public struct CompiledResource: Sendable, Hashable {
    /// The bundle's file name: `app.gresource` for `app.gresource.xml`.
    public let fileName: String
    /// Where the plugin wrote the bundle in the build folder.
    public let builtPath: String

    /// A bundle named `fileName`, built at `builtPath` (the plugin's generated code calls this).
    public init(fileName: String, builtPath: String) {
        self.fileName = fileName
        self.builtPath = builtPath
    }

    /// The places ``register()`` looks, in order (see the type's documentation).
    public var searchPaths: [String] {
        var paths: [String] = []
        if let program = RunningProgram.path {
            let folder = RunningProgram.dirname(program)
            let name = String(program.split(separator: "/").last ?? "")
            paths.append("\(RunningProgram.dirname(folder))/share/\(name)/\(fileName)")
            paths.append("\(folder)/\(fileName)")
        }
        paths.append(builtPath)
        return paths
    }

    /// Loads the bundle from the first of ``searchPaths`` that exists and registers it with
    /// the process's resources (`g_resources_register`), so `resource:` paths, `Builder`,
    /// GTK's `gtk/help-overlay.ui` and `gtk/menus.ui` conventions and CSS providers find
    /// its files. Returns the registered ``Resource``.
    ///
    /// - Throws: `FileError.noent` naming every place looked in, when there is none; the
    ///   `GLibError` of `g_resource_load` when the file is no resource bundle.
    @MainActor
    @discardableResult
    public func register() throws(GLibError) -> Resource {
        let paths = searchPaths
        guard let path = paths.first(where: { g_file_test($0, G_FILE_TEST_IS_REGULAR) != 0 }) else {
            throw GLibError(domain: g_file_error_quark(), code: Int(G_FILE_ERROR_NOENT.rawValue),
                            message: "\(fileName) not found; looked in \(paths.joined(separator: ", ")) (install it to the first)")
        }
        let resource = try Resource.load(path)
        resource.register()
        return resource
    }
}
