/// A Swift closure a ``CompositeTemplate``'s template names as a signal handler:
/// `<signal name="clicked" handler="on_done_clicked"/>` calls
/// `.callback("on_done_clicked") { row in … }` with the template's instance.
///
/// - The closure gets the instance the template built (not the object that emits: that is
///   the emission's `instance`), on the main thread, at each emission. The `<signal>`'s
///   `object` and `swapped` attributes change nothing.
/// - A closure of two arguments also gets the ``SignalEmission``: the signal's arguments
///   (`emission.argument(0, as: String.self)`, `emission.object(0, as: Button.self)`) and its
///   return value (`emission.setReturnValue(true)` for `close-request`).
/// - A signal emitted while the template is being built (a `notify` of a property the
///   template sets) is passed on only when the Swift instance exists by then, which depends
///   on who makes it, and its template children may not be bound yet: do not count on it.
/// - Closures are static: they capture nothing of an instance, so they keep none alive.
@MainActor
public struct TemplateCallback<Owner: Widget> {
    /// The handler name the template uses.
    public let name: String
    let call: @MainActor (Owner, SignalEmission) -> Void

    /// Calls `body` with the instance at each emission.
    public static func callback(_ name: String, _ body: @escaping @MainActor (Owner) -> Void) -> TemplateCallback {
        TemplateCallback(name: name) { owner, _ in body(owner) }
    }

    /// Calls `body` with the instance and the emission (its arguments, its return value).
    public static func callback(_ name: String, _ body: @escaping @MainActor (Owner, SignalEmission) -> Void) -> TemplateCallback {
        TemplateCallback(name: name, call: body)
    }
}
