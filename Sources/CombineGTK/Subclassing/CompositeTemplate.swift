/// A widget type declared in Swift whose children come from a `.ui` template (GTK's
/// composite templates): the template is set on its class, every instance is built from it,
/// the objects it names are bound to Swift properties, and its `<signal handler="…">`s call
/// Swift closures.
///
/// ```swift
/// final class TaskRow: Box, ObjectSubclass, CompositeTemplate {
///     static let typeName = "MyAppTaskRow"
///     static let template = WidgetTemplate.string("""
///         <interface>
///           <template class="MyAppTaskRow" parent="GtkBox">
///             <child><object class="GtkLabel" id="title_label"/></child>
///             <child><object class="GtkButton" id="done_button">
///               <property name="label">Done</property>
///               <signal name="clicked" handler="on_done_clicked"/>
///             </object></child>
///           </template>
///         </interface>
///         """)
///     static let templateChildren: [TemplateChild<TaskRow>] = [
///         .child("title_label", \.titleLabel),
///         .child("done_button", \.doneButton),
///     ]
///     static let templateCallbacks: [TemplateCallback<TaskRow>] = [
///         .callback("on_done_clicked") { row in row.isDone = true },
///     ]
///
///     var titleLabel: Label!
///     var doneButton: Button!
///     var isDone = false
/// }
/// ```
///
/// - **The template** (``template``) is set on the class when it is made
///   (`gtk_widget_class_set_template`, or `…_from_resource`): its `<template class="…">` must
///   be the `typeName`. Types it names that are declared in Swift must be registered first
///   (`register()`), as GtkBuilder looks them up by name.
/// - **Every instance is built from it** (`gtk_widget_init_template`) once its Swift instance
///   exists, whoever makes it: `TaskRow()` in Swift, `g_object_new`, or GtkBuilder's
///   `<object class="MyAppTaskRow">`. Values the template gives the type's own properties
///   (`<template><property name="title">`) are set once the children are bound.
/// - **Template children** (``templateChildren``) are bound by the time code after
///   `self.init()` runs (in a convenience initializer) and by `constructed()`
///   (``OverridesConstructed``), whoever makes the instance; so is a `didSet` run by the
///   template's own `<property>`. Code that runs before finds them nil: stored properties'
///   initial values and an override of `init(adopting:)`. An id the
///   template lacks, or an object that is not of the property's class, stops the
///   program with a message naming the type, the id and the class expected. The property
///   holds the child for as long as the Swift instance lives.
/// - **Template callbacks** (``templateCallbacks``): each `<signal handler="name">` of the
///   template calls the callback of that name with the instance; a handler name with no
///   callback stops the program, naming the type and the handler, when the first instance is
///   built.
/// - **Disposal.** When the widget is disposed, GTK's references to the template's children
///   are dropped and those that are direct children are unparented
///   (`gtk_widget_dispose_template`, from its `destroy`), after the Swift ``OverridesDispose``
///   `dispose()` has run. A parent with a layout of its own (`Box`) unparents every child
///   anyway; a type deriving from `Widget` itself unparents, in `dispose()`, the children
///   it does not bind, as a C widget must.
/// - The class is `final` (the lists name `Self`).
@MainActor
public protocol CompositeTemplate: Widget, ObjectSubclass {
    /// The template every instance is built from.
    static var template: WidgetTemplate { get }

    /// The objects of the template bound to Swift properties, by id. None by default.
    static var templateChildren: [TemplateChild<Self>] { get }

    /// The Swift closures the template's `<signal handler="…">`s call, by handler name. None
    /// by default.
    static var templateCallbacks: [TemplateCallback<Self>] { get }
}

extension CompositeTemplate {
    /// No children bound.
    public static var templateChildren: [TemplateChild<Self>] { [] }

    /// No callbacks.
    public static var templateCallbacks: [TemplateCallback<Self>] { [] }
}
