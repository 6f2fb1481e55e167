import CGtk

/// The Swift closures a `.ui` file's signal handlers connect to, by handler name: the
/// builder scope of every ``Builder`` made from Swift (``Builder/handlers``).
///
/// ```swift
/// let builder = Builder()
/// builder.handlers.add("on_ok_clicked") { model.save() }
/// builder.handlers.add("on_name_changed") { (entry: Object) in … }
/// try builder.add(string: xml)
/// ```
///
/// - Add a handler before the `.ui` that names it is loaded: GTK connects the signals while
///   it loads. A handler name with no closure here makes loading throw
///   `BuilderError.invalidFunction`, naming the handler.
/// - A load empties the registry once it is done: add the handlers of each `.ui` before
///   loading it. A connected closure lives as long as its signal connection (GLib's closure
///   releases it). A handler that captures an object it is connected to, or the builder
///   that owns that object, keeps both alive as any Swift closure would: capture them
///   `[weak …]`.
@MainActor
public final class BuilderHandlers {
    private var byName: [String: BuilderHandler] = [:]

    init() {}

    /// The handler `name` connects to, if any.
    public subscript(name: String) -> BuilderHandler? {
        get { byName[name] }
        set { byName[name] = newValue }
    }

    /// The names that have a handler, sorted.
    public var names: [String] { byName.keys.sorted() }

    /// Forgets every handler (what each load does once GTK connected the signals).
    public func removeAll() {
        byName.removeAll()
    }

    /// Connects the handler `name` to `body`, which takes nothing.
    public func add(_ name: String, _ body: @escaping @MainActor () -> Void) {
        byName[name] = .plain(body)
    }

    /// Connects the handler `name` to `body`, which takes the emitting object.
    public func add(_ name: String, _ body: @escaping @MainActor (Object) -> Void) {
        byName[name] = .object(body)
    }

    /// Connects the handler `name` to `body`, which reads the emission (arguments, return
    /// value).
    public func add(_ name: String, emission body: @escaping @MainActor (SignalEmission) -> Void) {
        byName[name] = .emission(body)
    }
}
