/// Where a ``CompositeTemplate``'s `.ui` template comes from: an `<interface>` holding one
/// `<template class="…" parent="…">` whose `class` is the type's `typeName`.
///
/// - ``string(_:)``: the XML itself (`gtk_widget_class_set_template`).
/// - ``resource(_:)``: a path in the process's GResources
///   (`gtk_widget_class_set_template_from_resource`): register the bundle
///   (`CompiledResource.register()`) before the type is first used, as the template is read
///   when its class is made.
public enum WidgetTemplate: Sendable, Hashable {
    /// The template's XML.
    case string(String)
    /// The path of the template in the registered GResources (`"/org/example/task-row.ui"`).
    case resource(String)
}
