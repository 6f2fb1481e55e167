/// A type declared in Swift that runs code of its own in GObject's `constructed`: after its
/// construct properties are set (GtkBuilder's `<property>` included), once per instance.
///
/// ```swift
/// final class Meter: Widget, ObjectSubclass, OverridesConstructed {
///     static let typeName = "MyAppMeter"
///     func constructed() { addCssClass("meter") }
/// }
/// ```
///
/// The parent type's `constructed` has run before (the class chains up first, as a C type
/// does). For an instance made in Swift (`Meter()`), it runs when the Swift instance exists,
/// at the end of `init()`; for one made by `g_object_new` (GtkBuilder), inside it.
@MainActor
public protocol OverridesConstructed: ObjectSubclass {
    /// Called once, when the instance is constructed; the parent's `constructed` ran already.
    func constructed()
}
