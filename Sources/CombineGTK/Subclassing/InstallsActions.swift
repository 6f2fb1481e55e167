/// A widget type declared in Swift with actions of its own (GTK's widget class actions,
/// `gtk_widget_class_install_action`): every instance has them, under their prefixed
/// names, for itself and the widgets inside it.
///
/// ```swift
/// final class TaskRow: Box, ObjectSubclass, InstallsActions {
///     static let typeName = "MyAppTaskRow"
///     static let actions: [WidgetAction<TaskRow>] = [
///         .action("row.delete") { row in row.delete() },
///         .action("row.rename", parameter: String.self) { row, title in row.title = title },
///     ]
///     …
/// }
/// row.activateAction(name: "row.delete", args: nil)   // or a button inside with action-name
/// row.actionSetEnabled(actionName: "row.delete", enabled: false)
/// ```
///
/// - Installed when the class is made, in this order. (The class is `final`: `actions`
///   names `Self`.)
/// - Activated by a widget inside the instance (a button's `action-name`, a menu's item), by
///   `activateAction(name:args:)` on the instance or a widget inside it, or by a shortcut;
///   the closure gets the instance the action belongs to, on the main thread.
/// - Each instance's actions start enabled; `actionSetEnabled(actionName:enabled:)` disables
///   or enables one in that instance: a disabled action is not run, and a button bound to it
///   is insensitive.
@MainActor
public protocol InstallsActions: Widget, ObjectSubclass {
    /// The actions of every instance, installed in the class in this order.
    static var actions: [WidgetAction<Self>] { get }
}
