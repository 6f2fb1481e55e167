import CombineGTK

// The examples of the "Composite templates and widget actions" article, compiled as they
// are shown there: never run (the test types of CompositeTemplateTestTypes.swift are).

/// Namespaced so that the article's names clash with no other test's.
enum CompositeTemplatesArticle {
    final class TaskRow: Box, ObjectSubclass, CompositeTemplate, InstallsActions {
        static let typeName = "MyAppTaskRow"
        static let properties: [SubclassProperty<TaskRow>] = [
            .string("title", \.title),
            .bool("done", \.isDone),
        ]
        static let template = WidgetTemplate.string("""
            <interface>
              <template class="MyAppTaskRow" parent="GtkBox">
                <property name="spacing">6</property>
                <child>
                  <object class="GtkCheckButton">
                    <property name="action-name">row.done</property>
                  </object>
                </child>
                <child>
                  <object class="GtkEntry" id="title_entry">
                    <property name="hexpand">true</property>
                    <signal name="activate" handler="on_title_activate"/>
                  </object>
                </child>
                <child>
                  <object class="GtkButton">
                    <property name="icon-name">user-trash-symbolic</property>
                    <property name="action-name">row.delete</property>
                  </object>
                </child>
              </template>
            </interface>
            """)
        static let templateChildren: [TemplateChild<TaskRow>] = [
            .child("title_entry", \.titleEntry),
        ]
        static let templateCallbacks: [TemplateCallback<TaskRow>] = [
            .callback("on_title_activate") { row in row.title = row.titleEntry.text },
        ]
        static let actions: [WidgetAction<TaskRow>] = [
            .propertyAction("row.done", property: "done"),
            .action("row.delete") { row in row.removal?(row) },
            .action("row.rename", parameter: String.self) { row, title in row.rename(to: title) },
        ]

        @Notifying var title = ""
        @Notifying var isDone = false
        var titleEntry: Entry!
        var removal: ((TaskRow) -> Void)?

        convenience init(title: String) {
            self.init()
            rename(to: title)
        }

        func rename(to title: String) {
            self.title = title
            titleEntry.text = title
        }
    }
}

/// The resource template and the callback with arguments, as the article shows them.
private final class ArticleResourceRow: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "MyAppArticleResourceRow"
    static let template = WidgetTemplate.resource("/io/example/Tasks/task-row.ui")
    static let templateCallbacks: [TemplateCallback<ArticleResourceRow>] = [
        .callback("on_done_state_set") { row, emission in
            let requested = emission.argument(0, as: Bool.self) ?? false   // the signal's argument
            row.isDone = requested
            emission.setReturnValue(false)                                 // and its return value
        },
    ]
    var isDone = false
}

@MainActor
private func articleStartup(row: CompositeTemplatesArticle.TaskRow) throws {
    // at startup, before the first TaskRow:
    try CompiledResource(fileName: "app.gresource", builtPath: "/nonexistent").register()
    CompositeTemplatesArticle.TaskRow.register()
    row.actionSetEnabled(actionName: "row.delete", enabled: !row.isDone)
    _ = row.activateAction(name: "row.rename", args: Variant("Bread"))
}
