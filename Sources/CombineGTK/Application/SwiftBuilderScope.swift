import CGtk

/// A GObject type implementing `GtkBuilderScope` from Swift: its `create_closure` looks the
/// handler name up in the ``BuilderHandlers`` attached to the scope, and returns a `GClosure`
/// that calls the Swift closure. GTK's own `GtkBuilderCScope` needs a C function per name
/// (or `dlsym`), which a Swift closure is not. (gtk4-rs: `BuilderRustScope`.)
///
/// It derives from `GtkBuilderCScope` and overrides only `create_closure`, so a `.ui` file's
/// class names still resolve as GTK's own scope resolves them: a registered type by name,
/// else the library's `*_get_type` function found by `dlsym` (another library's types, not
/// yet registered), and `type-func`.
@MainActor
enum SwiftBuilderScope {
    /// The handlers of a scope object, held by it (released with it, that is with its
    /// builder): no cycle, as the handlers do not hold the scope.
    static let handlersKey = ObjectDataKey<BuilderHandlers>("combinegtk-builder-handlers")

    /// A new scope object with empty handlers, and those handlers.
    static func make() -> (scope: UnsafeMutablePointer<GObject>, handlers: BuilderHandlers) {
        let scope = gObject(g_object_new_with_properties(scopeType, 0, nil, nil))
        let handlers = BuilderHandlers()
        handlersKey.attach(handlers, to: scope)
        return (scope, handlers)
    }

    /// The handlers of `scope` when it is one of ours.
    static func handlers(of scope: UnsafeMutablePointer<GObject>) -> BuilderHandlers? {
        handlersKey.value(on: scope)
    }
}

/// Registered once, on first use. Instances are `GtkBuilderCScope`s with no state of their
/// own: the handlers are qdata.
private let scopeType = builderScopeType(named: "CombineGTKBuilderScope", createClosure: createClosure)

/// What `GtkBuilderScopeInterface.create_closure` is.
typealias BuilderScopeCreateClosure = @convention(c) (
    OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, GtkBuilderClosureFlags,
    UnsafeMutablePointer<GObject>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> UnsafeMutablePointer<GClosure>?

/// A GType named `name` deriving from `GtkBuilderCScope` whose `create_closure` is
/// `createClosure` (the one function a scope in Swift replaces; composite templates have a
/// scope type of their own). Registers it on the first call with that name. GObject lets a
/// subclass implement an interface its parent does again (before its class is made),
/// starting from the parent's functions.
func builderScopeType(named name: String, createClosure: BuilderScopeCreateClosure) -> GType {
    let existing = g_type_from_name(name)
    if existing != 0 { return existing }
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GtkBuilderCScopeClass>.size)
    info.instance_size = guint16(MemoryLayout<GtkBuilderCScope>.size)
    let type = g_type_register_static(gtk_builder_cscope_get_type(), name, &info, GTypeFlags(rawValue: 0))
    var interface = GInterfaceInfo(
        interface_init: { vtable, function in
            // GLib copied GtkBuilderCScope's functions into `vtable`; only closures are ours.
            vtable!.assumingMemoryBound(to: GtkBuilderScopeInterface.self).pointee.create_closure =
                unsafeBitCast(function, to: BuilderScopeCreateClosure.self)
        },
        interface_finalize: nil,
        interface_data: unsafeBitCast(createClosure, to: gpointer.self)
    )
    g_type_add_interface_static(type, gtk_builder_scope_get_type(), &interface)
    return type
}

/// What a connected closure calls: the handler, and for `swapped="yes"` the object the
/// handler gets instead of the emitter (watched: the closure is invalidated with it).
private final class ConnectedHandler: SignalHandler {
    let handler: BuilderHandler
    let swappedObject: UnsafeMutablePointer<GObject>?

    init(_ handler: BuilderHandler, swappedObject: UnsafeMutablePointer<GObject>?) {
        self.handler = handler
        self.swappedObject = swappedObject
    }

    override func handle(_ emission: SignalEmission) {
        // Signals of GTK's objects are emitted on the main thread (the publisher contract).
        nonisolated(unsafe) let emission = emission, handler = handler, swappedObject = swappedObject
        MainActor.assumeIsolated { Self.call(handler, swappedObject: swappedObject, with: emission) }
    }

    @MainActor
    private static func call(_ handler: BuilderHandler, swappedObject: UnsafeMutablePointer<GObject>?, with emission: SignalEmission) {
        switch handler {
        case .plain(let body):
            body()
        case .object(let body):
            body(Object.wrapper(retaining: swappedObject ?? emission.instance))
        case .emission(let body):
            body(emission)
        }
    }
}

private let createClosure: BuilderScopeCreateClosure = { scope, _, functionName, flags, object, error in
    // GTK calls this on the main thread, while it loads: nothing crosses an isolation
    // boundary, though the compiler cannot see it.
    nonisolated(unsafe) let scope = scope, object = object, error = error
    nonisolated(unsafe) var made: UnsafeMutablePointer<GClosure>?
    let name = functionName.map { String(cString: $0) } ?? ""
    let swapped = flags.rawValue & GTK_BUILDER_CLOSURE_SWAPPED.rawValue != 0
    MainActor.assumeIsolated {
        made = closure(scope: scope, handlerName: name, swapped: swapped, object: object, error: error)
    }
    return made
}

/// A closure calling the handler `handlerName` of `scope`'s handlers, or NULL and a
/// `BuilderError.invalidFunction` naming it when there is none.
@MainActor
private func closure(
    scope: OpaquePointer?, handlerName name: String, swapped: Bool, object: UnsafeMutablePointer<GObject>?,
    error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> UnsafeMutablePointer<GClosure>? {
    guard let scope, let handler = SwiftBuilderScope.handlers(of: gObject(scope))?[name] else {
        GLibError(domain: gtk_builder_error_quark(), code: Int(BuilderError.invalidFunction.rawValue),
                  message: "no handler named \u{201C}\(name)\u{201D} in the builder's handlers (add it with builder.handlers.add(\"\(name)\") { … } before loading)")
            .propagate(into: error)
        return nil
    }
    let closure = SignalConnection.closure(calling: ConnectedHandler(handler, swappedObject: swapped ? object : nil))
    if let object { g_object_watch_closure(object, closure) }
    return closure
}
