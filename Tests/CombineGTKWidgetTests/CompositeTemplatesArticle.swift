import CombineGTK

// The snippets of the "Composite templates and widget actions" article, compiled as they
// are shown there: never run. Its main example is CompositeTemplatesExampleTests.swift.

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
private func articleStartup(row: TaskRow) throws {
    // at startup, before the first TaskRow:
    try CompiledResource(fileName: "app.gresource", builtPath: "/nonexistent").register()
    TaskRow.register()
    row.actionSetEnabled(actionName: "row.delete", enabled: !row.isDone)
    _ = row.activateAction(name: "row.rename", args: Variant("Bread"))
}
