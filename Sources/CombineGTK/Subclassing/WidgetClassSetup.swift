import CGtk

/// The `GtkWidgetClass` part of widget types declared in Swift: composite templates
/// (``CompositeTemplate``) and widget actions (``InstallsActions``), set up from the type's
/// `class_init` and `instance_init` (`SubclassRegistry`).
///
/// - `class_init`: the template (its bytes or resource path), the template's scope
///   (`TemplateScope`), each template child declared by id, each action installed.
/// - `instance_init` of a level that has a template, for an object made from C (GtkBuilder):
///   `gtk_widget_init_template` (GTK requires it there for a type others derive from: during
///   `instance_init` the instance's class is that level's), then the template's children are
///   bound to the Swift properties, then the values the template gave to Swift properties
///   are written (``TemplateWrites``); and a `destroy` handler that disposes the template.
/// - For an object made in Swift (`ObjectSubclass.init()`), the same once its Swift instance
///   exists (``buildTemplate(of:)``): the type with the template is final (its lists name
///   `Self`), and `gtk_widget_init_template` builds the template of the object's final type,
///   so building it after `instance_init` builds the same template, with the instance there to
///   take its property values. (PyGObject and gtk-rs build it in `instance_init`, where their
///   instance exists already: a Python wrapper is made before `g_object_new`, a Rust one lives
///   in the instance's private data. A Swift instance exists only after `g_object_new`.)
/// - The tables are written in `class_init` and read on the main thread: no lock.
@MainActor
enum WidgetClassSetup {
    /// A template child with its owner's type erased.
    private struct ErasedChild {
        let id: String
        let expectedClass: String
        let store: @MainActor (Object, Object) -> Bool
    }

    /// What instances of a type with a template need: its name for messages, its children.
    private struct TemplateClass {
        let swiftName: String
        let children: [ErasedChild]
    }

    private static var templates: [GType: TemplateClass] = [:]
    /// Each type's actions (those it installed, not its parents'), by name.
    private static var actions: [GType: [String: @MainActor (Object, Variant?) -> Void]] = [:]

    /// Sets up the template and the actions `swiftClass` declares in `objectClass`, its class.
    static func install(in objectClass: UnsafeMutablePointer<GObjectClass>, for swiftClass: Object.Type) {
        let type = objectClass.pointee.g_type_class.g_type
        let widgetClass = UnsafeMutableRawPointer(objectClass).assumingMemoryBound(to: GtkWidgetClass.self)
        if let templated = swiftClass as? any CompositeTemplate.Type {
            setTemplate(of: templated, in: widgetClass, type: type)
        }
        if let withActions = swiftClass as? any InstallsActions.Type {
            installActions(of: withActions, in: widgetClass, type: type)
        }
    }

    private static func setTemplate<Owner: CompositeTemplate>(of owner: Owner.Type, in widgetClass: UnsafeMutablePointer<GtkWidgetClass>, type: GType) {
        switch Owner.template {
        case .string(let xml):
            let bytes = xml.utf8CString.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count - 1)) }
            gtk_widget_class_set_template(widgetClass, bytes)
            g_bytes_unref(bytes)
        case .resource(let path):
            precondition(g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0,
                         "CombineGTK: \(Owner.self)'s template \(path) is in no registered resource: register its bundle (CompiledResource.register()) before the type is first used")
            gtk_widget_class_set_template_from_resource(widgetClass, path)
        }
        let scope = TemplateScope.make(for: Owner.self)
        gtk_widget_class_set_template_scope(widgetClass, OpaquePointer(scope))
        g_object_unref(scope)
        var children: [ErasedChild] = []
        for child in Owner.templateChildren {
            precondition(!children.contains { $0.id == child.id }, "CombineGTK: \(Owner.self)'s templateChildren declares \"\(child.id)\" twice")
            gtk_widget_class_bind_template_child_full(widgetClass, child.id, 0, 0)
            children.append(ErasedChild(id: child.id, expectedClass: child.expectedClass) { owner, object in child.store(owner as! Owner, object) })
        }
        templates[type] = TemplateClass(swiftName: "\(Owner.self)", children: children)
    }

    private static func installActions<Owner: InstallsActions>(of owner: Owner.Type, in widgetClass: UnsafeMutablePointer<GtkWidgetClass>, type: GType) {
        var byName: [String: @MainActor (Object, Variant?) -> Void] = [:]
        for action in Owner.actions {
            precondition(byName[action.name] == nil, "CombineGTK: \(Owner.self)'s actions declares \"\(action.name)\" twice")
            if let property = action.propertyName {
                let objectClass = UnsafeMutableRawPointer(widgetClass).assumingMemoryBound(to: GObjectClass.self)
                precondition(g_object_class_find_property(objectClass, property) != nil,
                             "CombineGTK: \(Owner.self)'s property action \"\(action.name)\" names the property \"\(property)\", which \(Owner.typeName) does not have")
                gtk_widget_class_install_property_action(widgetClass, action.name, property)
            } else {
                gtk_widget_class_install_action(widgetClass, action.name, action.parameterType?.typeString, activateAction)
            }
            byName[action.name] = { object, parameter in
                // GTK 4.8 passes any parameter, of any type or none, to the activate function.
                guard takes(parameter, action.parameterType) else {
                    let expected = action.parameterType.map { "a parameter of type \($0)" } ?? "no parameter"
                    let actual = parameter.map { "one of type \($0.type)" } ?? "none"
                    return Diagnostics.error("CombineGTK: \(Owner.self)'s action \"\(action.name)\" takes \(expected) and was activated with \(actual): not run")
                }
                action.activate(object as! Owner, parameter)
            }
        }
        actions[type] = byName
    }

    /// Builds the template of `level` (the type whose `instance_init` runs) into `object`,
    /// unless Swift is making `object`: then ``buildTemplate(of:)`` does, once its instance exists.
    static func initInstance(_ object: UnsafeMutablePointer<GObject>, level: GType, finalType: GType) {
        guard templates[level] != nil, !(level == finalType && ToggleReference.isMadeInSwift(object, type: finalType)) else { return }
        build(level, into: object)
    }

    /// Builds the template of `instance`'s type, if it has one: for an instance made in Swift,
    /// whose `instance_init` did not.
    static func buildTemplate(of instance: Object) {
        let type = cgtk_object_type(instance.objectPointer)
        if templates[type] != nil { build(type, into: instance.objectPointer) }
    }

    /// Builds `level`'s template into `object`, binds its children and writes the values it gave
    /// to Swift properties (the instance exists: made by the first Swift level's `instance_init`,
    /// or by Swift before).
    private static func build(_ level: GType, into object: UnsafeMutablePointer<GObject>) {
        TemplateWrites.holding(for: object) {
            gtk_widget_init_template(widgetPointer(object))
            g_signal_connect_data(object, "destroy", unsafeBitCast(disposeTemplate, to: GCallback.self),
                                  gpointer(bitPattern: UInt(level)), nil, GConnectFlags(rawValue: 0))
        } then: {
            guard let instance = WrapperSlot.existing(on: object)?.wrapper, let template = templates[level] else { return nil }
            bind(template, of: level, in: instance)
            return instance
        }
    }

    private static func bind(_ template: TemplateClass, of type: GType, in instance: Object) {
        let widget = widgetPointer(instance.objectPointer)
        for child in template.children {
            guard let pointer = gtk_widget_get_template_child(widget, type, child.id) else {
                preconditionFailure("CombineGTK: \(template.swiftName)'s template has no object with id \"\(child.id)\" (templateChildren binds it to \(withArticle(child.expectedClass)) property); if GTK logged that it could not build the template, that is why")
            }
            let wrapper = Object.wrapper(retaining: gObject(pointer))
            precondition(child.store(instance, wrapper),
                         "CombineGTK: \(template.swiftName)'s template child \"\(child.id)\" is a \(wrapper.typeName), not \(withArticle(child.expectedClass)) as templateChildren declares")
        }
    }

    /// The Swift instance a template callback is called with, once its children are bound:
    /// none while its template is built (as for either creator, whether the instance exists).
    static func boundInstance(of object: UnsafeMutablePointer<GObject>) -> Object? {
        TemplateWrites.isBuilding(object) ? nil : WrapperSlot.existing(on: object)?.wrapper
    }

    /// Runs the action `name` of `widget`: the one installed by the nearest of its types.
    fileprivate static func activate(_ name: String, of widget: UnsafeMutablePointer<GObject>, parameter: Variant?) {
        guard let instance = WrapperSlot.existing(on: widget)?.wrapper else { return }
        var type = cgtk_object_type(widget)
        while type != 0 {
            if let action = actions[type]?[name] { return action(instance, parameter) }
            type = g_type_parent(type)
        }
    }
}

/// Whether an action of `parameterType` (nil: none) takes `parameter`.
private func takes(_ parameter: Variant?, _ parameterType: VariantType?) -> Bool {
    guard let parameterType else { return parameter == nil }
    return parameter?.isOfType(parameterType) ?? false
}

/// `name` after "a" or "an", for messages: "an Entry", "a Label".
private func withArticle(_ name: String) -> String {
    (name.first.map { "AEIOU".contains($0) } ?? false ? "an " : "a ") + name
}

/// `object`, a widget, as GTK's functions take it.
private func widgetPointer(_ object: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
}

/// `GtkWidgetActionActivateFunc`: GTK passes the widget the action belongs to.
private let activateAction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafePointer<CChar>?, OpaquePointer?) -> Void = { widget, name, parameter in
    guard let widget, let name else { return }
    nonisolated(unsafe) let object = gObject(UnsafeMutableRawPointer(widget))
    let variant = parameter.map { Variant(retaining: $0) }
    let actionName = String(cString: name)
    MainActor.assumeIsolated { WidgetClassSetup.activate(actionName, of: object, parameter: variant) }
}

/// The `destroy` handler of an instance with a template: GTK's references to the template's
/// children go, and its direct children are unparented (`gtk_widget_dispose_template`).
/// `destroy` is emitted in GtkWidget's `dispose`, after the dispose of the types derived
/// from GtkWidget (the Swift `dispose()` included) and before GtkWidget's own work.
private let disposeTemplate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { widget, level in
    guard let widget else { return }
    gtk_widget_dispose_template(widget, GType(UInt(bitPattern: level)))
}
