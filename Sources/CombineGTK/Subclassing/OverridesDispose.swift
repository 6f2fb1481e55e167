/// A type declared in Swift that runs code of its own in GObject's `dispose`: where a widget
/// unparents the children it added with `gtk_widget_set_parent`, and drops references that
/// may form cycles with other objects.
///
/// The parent type's `dispose` runs after it (the class chains up last, as a C type does).
/// `dispose` may run more than once (`g_object_run_dispose`, `gtk_window_destroy`); it runs
/// only while the Swift instance is alive, so with its state:
/// - when C lets go of the object last (its container, a list store, GTK's reference to a
///   window) and no Swift variable holds the instance, the object is disposed before the
///   instance goes, once;
/// - when a Swift variable holds the last reference, the instance goes first, and GObject
///   disposes the object after it without calling this: the class's `deinit` is the place
///   for what must happen then (the GObject is still whole there).
@MainActor
public protocol OverridesDispose: ObjectSubclass {
    /// Releases what the instance holds; the parent's `dispose` runs after it.
    func dispose()
}
