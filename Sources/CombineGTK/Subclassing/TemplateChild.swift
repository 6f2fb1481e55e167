/// An object of a ``CompositeTemplate``'s template, by its `id`, bound to a Swift property
/// of the instance: `.child("title_label", \.titleLabel)` for `var titleLabel: Label!`.
///
/// - Declared on the class with `gtk_widget_class_bind_template_child_full`, looked up in each
///   instance with `gtk_widget_get_template_child` once it is built, and stored through the
///   key path as the wrapper of its class (a `GtkLabel` as a ``Label``; a type declared in
///   Swift as its Swift instance).
/// - The property's class is checked: the child must be one (a `Label` property takes a
///   `GtkLabel`, a `Widget` property any widget). Otherwise, or when the template has no
///   object with that id, the program stops with a message naming the type, the id and the
///   class.
@MainActor
public struct TemplateChild<Owner: Widget> {
    /// The `id` of the object in the template.
    public let id: String
    /// The property's class, for messages.
    let expectedClass: String
    /// Stores `child` in the instance's property; false when it is not of the property's class.
    let store: @MainActor (Owner, Object) -> Bool

    /// The template's object `id`, stored in the property at `keyPath`.
    public static func child<Child: Object>(_ id: String, _ keyPath: ReferenceWritableKeyPath<Owner, Child?>) -> TemplateChild {
        TemplateChild(id: id, expectedClass: "\(Child.self)") { owner, child in
            guard let child = child as? Child else { return false }
            owner[keyPath: keyPath] = child
            return true
        }
    }
}
