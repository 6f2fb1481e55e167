/// A type declared in Swift that runs code of its own in GObject's `dispose`: where a widget
/// unparents the children it added with `gtk_widget_set_parent`, and drops references that
/// may form cycles with other objects.
///
/// The parent type's `dispose` runs after it (the class chains up last, as a C type does).
/// `dispose` may run more than once; it runs only while the Swift instance is alive
/// (`g_object_run_dispose`, a disposal started by GTK). When the last reference goes, the
/// Swift instance goes first (it holds the GObject's last reference): the Swift class's
/// `deinit` is the place for what must happen then, as the GObject is still whole there.
@MainActor
public protocol OverridesDispose: ObjectSubclass {
    /// Releases what the instance holds; the parent's `dispose` runs after it.
    func dispose()
}
