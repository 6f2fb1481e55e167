import CombineGTK

/// A row declared in Swift whose children come from a template string: children bound to
/// typed properties, callbacks with and without arguments, a return value, widget actions
/// with and without a parameter and a property action, and a child of a type declared in
/// Swift (`BadgeBox`, registered before the first row). It imports no `CGtk`.
final class TemplateTaskRow: Box, ObjectSubclass, CompositeTemplate, InstallsActions, OverridesConstructed {
    static let typeName = "CombineGTKTestTemplateTaskRow"
    static let properties: [SubclassProperty<TemplateTaskRow>] = [
        .string("title", \.title),
        .bool("done", \.isDone),
    ]
    static let template = WidgetTemplate.string("""
        <interface>
          <template class="CombineGTKTestTemplateTaskRow" parent="GtkBox">
            <property name="spacing">6</property>
            <child><object class="GtkLabel" id="title_label">
              <signal name="notify::label" handler="on_title_label_notify"/>
            </object></child>
            <child><object class="GtkSwitch" id="done_switch">
              <signal name="state-set" handler="on_done_state_set"/>
            </object></child>
            <child><object class="GtkButton" id="done_button">
              <property name="label">Done</property>
              <signal name="clicked" handler="on_done_clicked"/>
            </object></child>
            <child><object class="GtkButton" id="delete_button">
              <property name="label">Delete</property>
              <property name="action-name">row.delete</property>
            </object></child>
            <child><object class="CombineGTKTestBadgeBox" id="badge">
              <property name="caption">Nested</property>
            </object></child>
          </template>
        </interface>
        """)
    static let templateChildren: [TemplateChild<TemplateTaskRow>] = [
        .child("title_label", \.titleLabel),
        .child("done_switch", \.doneSwitch),
        .child("done_button", \.doneButton),
        .child("delete_button", \.deleteButton),
        .child("badge", \.badge),
    ]
    static let templateCallbacks: [TemplateCallback<TemplateTaskRow>] = [
        .callback("on_done_clicked") { row in row.isDone = true },
        .callback("on_title_label_notify") { row in row.labelChanges += 1 },
        .callback("on_done_state_set") { row, emission in
            row.requestedStates.append(emission.argument(0, as: Bool.self))
            emission.setReturnValue(true)
        },
    ]
    static let actions: [WidgetAction<TemplateTaskRow>] = [
        .action("row.delete") { row in row.deletions += 1 },
        .action("row.rename", parameter: String.self) { row, title in row.title = title },
        .action("row.move", parameterType: "(ii)") { row, position in row.moves.append(position) },
        .propertyAction("row.done", property: "done"),
    ]

    @Notifying var title = ""
    @Notifying var isDone = false
    var titleLabel: Label!
    var doneSwitch: Switch!
    var doneButton: Button!
    var deleteButton: Button!
    var badge: BadgeBox!

    var labelChanges = 0
    var requestedStates: [Bool?] = []
    var deletions = 0
    var moves: [Variant] = []
    /// Whether the children were bound when `constructed()` ran.
    var childrenBoundWhenConstructed: Bool?

    /// A row showing `title`: the children are bound after `self.init()`.
    convenience init(title: String) {
        self.init()
        self.title = title
        titleLabel.text = title
    }

    func constructed() {
        childrenBoundWhenConstructed = titleLabel != nil && doneButton != nil && badge != nil
    }
}

/// A widget deriving from `Widget` itself whose template is a GResource: its one child,
/// bound, is unparented by GTK's template disposal.
final class ResourceBadge: Widget, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestResourceBadge"
    static let resourcePath = "/io/github/combinegtk/tests/resource-badge.ui"
    static let template = WidgetTemplate.resource(resourcePath)
    static let templateChildren: [TemplateChild<ResourceBadge>] = [.child("caption", \.caption)]
    static let templateCallbacks: [TemplateCallback<ResourceBadge>] = [
        .callback("on_caption_notify") { badge in badge.captionChanges += 1 },
    ]

    /// The template, as its `.gresource` bundle holds it.
    nonisolated static let xml = """
        <interface>
          <template class="CombineGTKTestResourceBadge" parent="GtkWidget">
            <property name="layout-manager"><object class="GtkBinLayout"/></property>
            <child><object class="GtkLabel" id="caption">
              <property name="label">From a resource</property>
              <signal name="notify::label" handler="on_caption_notify"/>
            </object></child>
          </template>
        </interface>
        """

    var caption: Label!
    var captionChanges = 0
}

/// Binds an id its template lacks: the first instance stops the program.
final class MissingChildRow: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestMissingChildRow"
    static let template = WidgetTemplate.string("""
        <interface><template class="CombineGTKTestMissingChildRow" parent="GtkBox">
          <child><object class="GtkLabel" id="title"/></child>
        </template></interface>
        """)
    static let templateChildren: [TemplateChild<MissingChildRow>] = [.child("subtitle", \.subtitle)]
    var subtitle: Label!
}

/// Binds a button to a `Label` property: the first instance stops the program.
final class WrongChildClassRow: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestWrongChildClassRow"
    static let template = WidgetTemplate.string("""
        <interface><template class="CombineGTKTestWrongChildClassRow" parent="GtkBox">
          <child><object class="GtkButton" id="title"/></child>
        </template></interface>
        """)
    static let templateChildren: [TemplateChild<WrongChildClassRow>] = [.child("title", \.title)]
    var title: Label!
}

/// Its template names a handler it does not declare: the first instance stops the program.
final class UnknownHandlerRow: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestUnknownHandlerRow"
    static let template = WidgetTemplate.string("""
        <interface><template class="CombineGTKTestUnknownHandlerRow" parent="GtkBox">
          <child><object class="GtkButton"><signal name="clicked" handler="on_missing"/></object></child>
        </template></interface>
        """)
    static let templateCallbacks: [TemplateCallback<UnknownHandlerRow>] = [.callback("on_other") { _ in }]
}

/// Its template is a resource no bundle holds: the class stops the program when it is made.
final class UnregisteredResourceRow: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestUnregisteredResourceRow"
    static let template = WidgetTemplate.resource("/io/github/combinegtk/tests/nowhere.ui")
}

/// A window whose content is a template, and whose `close-request` callback answers whether
/// it may close: a template callback that returns a value.
final class TemplateNotesWindow: Window, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestTemplateNotesWindow"
    static let template = WidgetTemplate.string("""
        <interface>
          <template class="CombineGTKTestTemplateNotesWindow" parent="GtkWindow">
            <property name="title">Notes</property>
            <signal name="close-request" handler="on_close_request"/>
            <child><object class="GtkLabel" id="notes_label"><property name="label">No notes</property></object></child>
          </template>
        </interface>
        """)
    static let templateChildren: [TemplateChild<TemplateNotesWindow>] = [.child("notes_label", \.notesLabel)]
    static let templateCallbacks: [TemplateCallback<TemplateNotesWindow>] = [
        .callback("on_close_request") { window, emission in
            window.closeRequests += 1
            emission.setReturnValue(window.hasUnsavedNotes)   // true: stay open
        },
    ]

    var notesLabel: Label!
    var hasUnsavedNotes = true
    var closeRequests = 0
}
