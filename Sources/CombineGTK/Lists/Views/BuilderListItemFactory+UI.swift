import CGtk

// GTK's own way to make rows: each row's widgets come from a `.ui` template of
// `GtkListItem`, bound to the item's properties by `<binding>`/`<lookup>`. GTK takes the
// XML as GBytes and a GtkBuilderScope, which the generator cannot map: made here from a
// String or a resource path, with the Swift scope, so `<signal>` handlers are Swift closures.

extension BuilderListItemFactory {
    /// A factory that makes each row from `ui`, a `.ui` file's XML holding a
    /// `<template class="GtkListItem">`, its `<signal>` handlers connected to `handlers`
    /// (handler name → closure, as ``Builder`` takes them):
    ///
    /// ```xml
    /// <interface>
    ///   <template class="GtkListItem">
    ///     <property name="child">
    ///       <object class="GtkLabel">
    ///         <binding name="label">
    ///           <lookup name="title" type="MyAppTaskItem">
    ///             <lookup name="item">GtkListItem</lookup>
    ///           </lookup>
    ///         </binding>
    ///       </object>
    ///     </property>
    ///   </template>
    /// </interface>
    /// ```
    ///
    /// - A `<lookup type="…">` names a GType, which GTK looks up while it builds a row. A
    ///   type declared in Swift (an `ObjectSubclass`) is registered on first use: register
    ///   it before (`TaskItem.register()`; `GioListStore(of: TaskItem.self)` and any
    ///   instance do).
    /// - The template is built once here, on a list item of no list, so that what GTK
    ///   would report at each row (as a critical warning, the row left empty) is thrown
    ///   now as the `GLibError` GTK reports: malformed XML, an unknown class or property, a
    ///   handler name with no closure; and an unregistered type a `<lookup>` names
    ///   (`BuilderError.invalidValue`, naming it), checked before GTK parses.
    /// - `<binding>` is one-way, from the item to the widget. For the way back, connect
    ///   the widget's signal to a handler that writes the item: `object="GtkListItem"
    ///   swapped="yes"` hands it the row's ``ListItem`` (its `item` and `child`).
    /// - The handlers live as long as the factory (each row's builder uses them): a handler
    ///   that captures the factory, or a view that holds it, keeps it alive; capture them
    ///   `[weak …]`.
    public convenience init(ui: String, handlers: [String: BuilderHandler] = [:]) throws(GLibError) {
        try Self.checkTemplate(ui, handlers: handlers)
        let scope = Self.scope(with: handlers)
        defer { g_object_unref(scope) }
        let bytes = Array(ui.utf8).withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        self.init(adopting: gObject(gtk_builder_list_item_factory_new_from_bytes(OpaquePointer(scope), bytes)))
    }

    /// A factory that makes each row from the `.ui` file at `resource` in the registered
    /// resources (`/io/example/App/task-row.ui`; see ``CompiledResource``), as
    /// ``init(ui:handlers:)`` makes them from a string.
    ///
    /// - Throws: `ResourceError.notFound` when there is no such resource, or any error of
    ///   ``init(ui:handlers:)``.
    public convenience init(resource: String, handlers: [String: BuilderHandler] = [:]) throws(GLibError) {
        let data = try GLibError.check { error in g_resources_lookup_data(resource, G_RESOURCE_LOOKUP_FLAGS_NONE, error) }
        defer { g_bytes_unref(data) }
        var size: gsize = 0
        let start = g_bytes_get_data(data, &size)
        let ui = String(decoding: UnsafeRawBufferPointer(start: start, count: Int(size)), as: UTF8.self)
        try Self.checkTemplate(ui, handlers: handlers)
        let scope = Self.scope(with: handlers)
        defer { g_object_unref(scope) }
        self.init(adopting: gObject(gtk_builder_list_item_factory_new_from_resource(OpaquePointer(scope), resource)))
    }

    /// A Swift builder scope holding `handlers` (for good: every row's builder uses it).
    private static func scope(with handlers: [String: BuilderHandler]) -> UnsafeMutablePointer<GObject> {
        let (scope, registry) = SwiftBuilderScope.make()
        for (name, handler) in handlers { registry[name] = handler }
        return scope
    }

    /// Builds `ui` as GTK builds a row's (`gtk_builder_extend_with_template` on a list item),
    /// throwing what it reports. Its scope has the names of `handlers` but connects each to
    /// a handler that does nothing: the widgets built here are thrown away at once, and the
    /// user's `destroy` handler must not run for a row that never was.
    private static func checkTemplate(_ ui: String, handlers: [String: BuilderHandler]) throws(GLibError) {
        let typeNames = try lookedUpTypeNames(in: ui)
        let scope = Self.scope(with: handlers.mapValues { _ in .plain {} })
        defer { g_object_unref(scope) }
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        gtk_builder_set_scope(builder, OpaquePointer(scope))
        // GTK 4.8 leaks the expression it was parsing when a type name is unknown; checked
        // first, with the scope's own lookup (which finds a C type by its `_get_type` too).
        for name in typeNames where gtk_builder_get_type_from_name(builder, name) == 0 {
            throw GLibError(domain: gtk_builder_error_quark(), code: Int(GTK_BUILDER_ERROR_INVALID_VALUE.rawValue),
                            message: "the template looks up the type \u{201C}\(name)\u{201D}, which is not registered: a type declared in Swift is registered on first use, so call its register() before making the factory")
        }
        let item = gObject(g_object_new_with_properties(gtk_list_item_get_type(), 0, nil, nil))
        defer { g_object_unref(item) }
        gtk_builder_set_current_object(builder, item)
        try GLibError.check { error in gtk_builder_extend_with_template(builder, item, gtk_list_item_get_type(), ui, -1, error) }
    }

    /// The GType names `ui`'s expressions name (`<lookup type=…>`, `<closure type=…>`,
    /// `<constant type=…>`). Throws GMarkup's error for a malformed document: GtkBuilder's
    /// parser stops at the end of the buffer without asking whether the document was
    /// complete (a missing end tag passes).
    private static func lookedUpTypeNames(in ui: String) throws(GLibError) -> [String] {
        final class Names { var values: [String] = [] }
        let names = Names()
        var parser = GMarkupParser()
        parser.start_element = { _, element, attributeNames, attributeValues, data, _ in
            guard let element, ["lookup", "closure", "constant"].contains(String(cString: element)),
                  var name = attributeNames, var value = attributeValues, let data else { return }
            while let attribute = name.pointee, let text = value.pointee {
                if String(cString: attribute) == "type" {
                    Unmanaged<Names>.fromOpaque(data).takeUnretainedValue().values.append(String(cString: text))
                }
                name += 1
                value += 1
            }
        }
        // The context keeps the parser's address until it is freed: one pointer for the
        // whole parse (`&parser` as an argument would live only during the call).
        try withUnsafeMutablePointer(to: &parser) { parser throws(GLibError) in
            let markup = g_markup_parse_context_new(parser, GMarkupParseFlags(rawValue: 0), Unmanaged.passUnretained(names).toOpaque(), nil)
            defer { g_markup_parse_context_free(markup) }
            try withExtendedLifetime(names) { () throws(GLibError) in
                _ = try GLibError.check { error in
                    g_markup_parse_context_parse(markup, ui, -1, error) != 0 ? g_markup_parse_context_end_parse(markup, error) : 0
                }
            }
        }
        return names.values
    }
}
