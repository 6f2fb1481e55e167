import CombineGTK

/// Startup work that awaits, before the first window.
func loadGreeting() async -> String {
    try? await Task.sleep(for: .milliseconds(100)) // reading settings, say
    return "Hello from an async startup"
}

@main
final class Greeter: ApplicationMain {
    static let applicationID = "io.github.combinegtk.examples.Greeter"
    private let application: Application
    private let greeting: String

    // Runs as a main-actor task once GTK has started; the main loop runs while it awaits.
    init(application: Application) async throws {
        self.application = application
        greeting = await loadGreeting()
    }

    func activate() {
        let window = ApplicationWindow(application: application)
        window.title = "Greeter"
        window.child = Label(greeting)
        window.present()
    }
}
