import CGtk

// GtkBuilder from Swift: loading throws instead of aborting (gtk_builder_new_from_string
// calls g_error on a bad file), objects come back typed, and `.ui` signal handlers connect
// to Swift closures through `handlers`.
extension Builder {
    /// A builder loaded from `string`, a `.ui` file's XML, its signal handlers connected to
    /// `handlers` (handler name → closure):
    ///
    /// ```swift
    /// let builder = try Builder(string: xml, handlers: ["on_ok_clicked": { model.save() }])
    /// let ok = try builder.object("ok", as: Button.self)
    /// ```
    ///
    /// - Throws: the `GLibError` GTK reports, with its line and column: malformed XML,
    ///   an unknown class or property (`BuilderError.invalidProperty`), a handler name
    ///   with no closure (`BuilderError.invalidFunction`, naming it).
    public convenience init(string: String, handlers: [String: @MainActor () -> Void] = [:]) throws(GLibError) {
        self.init()
        for (name, body) in handlers { self.handlers.add(name, body) }
        try load { error in gtk_builder_add_from_string(self.cPointer(), string, -1, error) }
    }

    /// A builder loaded from `string`, with handlers of any kind (``BuilderHandler``):
    /// `["on_toggled": .object { toggle in … }]`.
    public convenience init(string: String, handlers: [String: BuilderHandler]) throws(GLibError) {
        self.init()
        for (name, handler) in handlers { self.handlers[name] = handler }
        try load { error in gtk_builder_add_from_string(self.cPointer(), string, -1, error) }
    }

    /// A builder loaded from the `.ui` file at `resource` in the registered resources
    /// (`/io/example/App/window.ui`; see ``CompiledResource``), its handlers connected to
    /// `handlers`.
    ///
    /// - Throws: the `GLibError` GTK reports: no such resource
    ///   (`ResourceError.notFound`), or any error of `init(string:handlers:)`.
    public convenience init(resource: String, handlers: [String: @MainActor () -> Void] = [:]) throws(GLibError) {
        self.init()
        for (name, body) in handlers { self.handlers.add(name, body) }
        try load { error in gtk_builder_add_from_resource(self.cPointer(), resource, error) }
    }

    /// A builder loaded from the `.ui` file at `file` (a path), its handlers connected to
    /// `handlers`.
    ///
    /// - Throws: the `GLibError` GTK reports: no such file (`FileError.noent`), or any
    ///   error of `init(string:handlers:)`.
    public convenience init(file: String, handlers: [String: @MainActor () -> Void] = [:]) throws(GLibError) {
        self.init()
        for (name, body) in handlers { self.handlers.add(name, body) }
        try load { error in gtk_builder_add_from_file(self.cPointer(), file, error) }
    }

    /// Adds the objects of `string`, a `.ui` file's XML, to this builder, connecting their
    /// signal handlers to ``handlers``.
    ///
    /// - Throws: the `GLibError` GTK reports (see `init(string:handlers:)`).
    public func addFromString(_ string: String) throws(GLibError) {
        try load { error in gtk_builder_add_from_string(self.cPointer(), string, -1, error) }
    }

    /// The closures this builder's `.ui` signal handlers connect to, by handler name. Add
    /// them before loading the `.ui` that names them; each load uses them and then empties
    /// this registry (the connections keep theirs). The first use on a builder made
    /// with `Builder()` replaces GTK's C scope (which finds handlers among the program's C
    /// symbols) with this one.
    public var handlers: BuilderHandlers {
        if let scope = gtk_builder_get_scope(cPointer()), let handlers = SwiftBuilderScope.handlers(of: gObject(scope)) {
            return handlers
        }
        let (scope, handlers) = SwiftBuilderScope.make()
        gtk_builder_set_scope(cPointer(), OpaquePointer(scope))
        g_object_unref(scope)  // the builder holds it now
        return handlers
    }

    /// The object with id `id` in what this builder loaded, as the wrapper
    /// `Object.wrapper(retaining:)` finds for it (the same one each time):
    /// `try builder.object("ok", as: Button.self)`.
    ///
    /// - Throws: ``BuilderObjectError/missing(id:)`` when no object has that id;
    ///   ``BuilderObjectError/wrongType(id:expected:actualType:)``, naming the object's
    ///   GType, when it is not a `T`.
    public func object<T: Object>(_ id: String, as type: T.Type = T.self) throws(BuilderObjectError) -> T {
        guard let found = gtk_builder_get_object(cPointer(), id) else {
            throw .missing(id: id)
        }
        let pointer = gObject(found)
        guard g_type_is_a(cgtk_object_type(pointer), T.gType) != 0 else {
            throw .wrongType(id: id, expected: "\(T.self)", actualType: String(cString: cgtk_object_type_name(pointer)))
        }
        // A class written by hand over a GType the table does not know (gType is GObject's)
        // is not what wrapper(retaining:) makes: then one of that class.
        return Object.wrapper(retaining: pointer) as? T ?? T.wrapping(pointer)
    }

    /// Runs a `gtk_builder_add_from_…` call with the Swift scope installed (so handler
    /// names resolve to closures, or to a clear error), throwing what it reports.
    /// Loads with ``handlers``, then lets them go: each connection GTK made keeps its own
    /// closure, and a registry kept by the builder (through its scope) would keep every
    /// handler, and a builder one of them captures, alive for good.
    private func load(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> gboolean) throws(GLibError) {
        let handlers = self.handlers
        defer { handlers.removeAll() }
        try GLibError.check { error in call(error) }
    }
}
