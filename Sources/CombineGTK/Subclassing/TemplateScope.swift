import CGtk

/// The `GtkBuilderScope` of a ``CompositeTemplate``'s class
/// (`gtk_widget_class_set_template_scope`): its `create_closure` finds the handler name in
/// the class's ``CompositeTemplate/templateCallbacks`` and returns a closure calling it with
/// the instance being built, GtkBuilder's current object. Derived from `GtkBuilderCScope`
/// like the scope of a ``Builder`` (`builderScopeType`), so the template's class names
/// resolve as GTK resolves them. (gtk4-rs: `BuilderRustScope`, whose closures also take the
/// template from `gtk_builder_get_current_object`.)
@MainActor
enum TemplateScope {
    /// A type's template callbacks, by handler name, as a scope object holds them.
    final class Callbacks {
        let typeName: String
        let byName: [String: @MainActor (Object, SignalEmission) -> Void]

        init(typeName: String, byName: [String: @MainActor (Object, SignalEmission) -> Void]) {
            self.typeName = typeName
            self.byName = byName
        }
    }

    private static let callbacksKey = ObjectDataKey<Callbacks>("combinegtk-template-callbacks")

    /// A scope object for `Owner`'s template, holding its callbacks. The class keeps it.
    static func make<Owner: CompositeTemplate>(for owner: Owner.Type) -> UnsafeMutablePointer<GObject> {
        var byName: [String: @MainActor (Object, SignalEmission) -> Void] = [:]
        for callback in Owner.templateCallbacks {
            precondition(byName[callback.name] == nil, "CombineGTK: \(Owner.self)'s templateCallbacks declares \"\(callback.name)\" twice")
            byName[callback.name] = { object, emission in callback.call(object as! Owner, emission) }
        }
        let scope = gObject(g_object_new_with_properties(templateScopeType, 0, nil, nil))
        callbacksKey.attach(Callbacks(typeName: "\(Owner.self)", byName: byName), to: scope)
        return scope
    }

    /// A closure calling the callback `name` of `scope`'s type with the template instance
    /// `builder` is building. A name the type does not declare stops the program.
    fileprivate static func closure(scope: OpaquePointer?, builder: OpaquePointer?, handlerName name: String) -> UnsafeMutablePointer<GClosure> {
        // GTK asks only while `gtk_widget_init_template` builds an instance of the class.
        guard let scope, let callbacks = callbacksKey.value(on: gObject(scope)), let builder,
              let instance = gtk_builder_get_current_object(builder) else {
            preconditionFailure("CombineGTK: a template's scope was asked for the handler \"\(name)\" outside gtk_widget_init_template")
        }
        guard let call = callbacks.byName[name] else {
            let declared = callbacks.byName.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            preconditionFailure("CombineGTK: \(callbacks.typeName)'s template connects a signal to the handler \"\(name)\", which its templateCallbacks does not declare (it declares \(declared.isEmpty ? "none" : declared))")
        }
        let closure = SignalConnection.closure(calling: TemplateCallbackHandler(call, instance: instance))
        // Invalidated when the instance is disposed: the handler holds only its pointer.
        g_object_watch_closure(instance, closure)
        return closure
    }
}

/// Registered once, on first use. Instances hold their type's callbacks as qdata.
private let templateScopeType = builderScopeType(named: "CombineGTKTemplateScope", createClosure: createTemplateClosure)

/// A template callback connected to one signal of one instance's template.
private final class TemplateCallbackHandler: SignalHandler {
    let call: @MainActor (Object, SignalEmission) -> Void
    /// The template's instance: not retained (the closure is watched, invalidated at its
    /// dispose); its Swift instance is looked up at each emission.
    let instance: UnsafeMutablePointer<GObject>

    init(_ call: @escaping @MainActor (Object, SignalEmission) -> Void, instance: UnsafeMutablePointer<GObject>) {
        self.call = call
        self.instance = instance
    }

    override func handle(_ emission: SignalEmission) {
        // Signals of GTK's widgets are emitted on the main thread (the publisher contract).
        nonisolated(unsafe) let emission = emission, instance = instance
        let call = call
        MainActor.assumeIsolated {
            guard let owner = WidgetClassSetup.boundInstance(of: instance) else { return }
            call(owner, emission)
        }
    }
}

private let createTemplateClosure: BuilderScopeCreateClosure = { scope, builder, functionName, _, _, _ in
    // GTK calls this on the main thread, while it builds an instance.
    nonisolated(unsafe) let scope = scope, builder = builder
    nonisolated(unsafe) var made: UnsafeMutablePointer<GClosure>?
    let name = functionName.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated {
        made = TemplateScope.closure(scope: scope, builder: builder, handlerName: name)
    }
    return made
}
