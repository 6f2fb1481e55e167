/// Who may set a property declared in Swift (``SubclassProperty``): GObject's
/// `G_PARAM_READABLE` and `G_PARAM_WRITABLE`.
public enum PropertyAccess: Sendable {
    /// Readable and writable through GObject (`g_object_set_property`, a GtkBuilder
    /// `<property>`, a binding's target): the key path must be writable.
    case readWrite
    /// Readable only: GObject refuses to set it; the Swift class sets its storage itself.
    case readOnly
}
