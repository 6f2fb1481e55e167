import CombineGTK

/// The issue's settings names, as it writes them, compiled with `import CombineGTK` alone.
@MainActor
func settingsAsTheIssueNamesThem() throws -> (filter: SimpleAction, values: SettingsPublisher<String>) {
    let settings = try Settings(schemaID: "io.example.App")   // throws when not installed
    let values = settings.publisher(for: "filter", as: String.self)          // current value, then changes
    try settings.set("Done", for: "filter")
    let filter: SimpleAction = settings.createAction("filter")
    return (filter, values)
}
