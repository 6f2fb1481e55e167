import CombineGTK
import Dispatch
import Glibc // exit(), without the start-up cost of Foundation

/// Work that awaits somewhere else: while it runs, GTK stays responsive.
func rollDie() async -> Int {
    try? await Task.sleep(for: .milliseconds(300))
    return Int.random(in: 1...6)
}

let application = Application(id: "io.github.combinegtk.examples.Dice")
var window: ApplicationWindow?
let activation = application.activatePublisher.sink {
    if let window { return window.present() }
    let roll = Button(label: "Roll")
    let result = Label("Not rolled yet")
    let box = Box(spacing: 12)
    box.append(roll)
    box.append(result)
    window = ApplicationWindow(application: application)
    window?.title = "Dice"
    window?.child = box
    window?.present()

    // A main-actor task reads the clicks as an async sequence. It holds the publisher, not
    // the button, so it ends when the button goes (the publisher finishes). `values` asks for
    // one click at a time: clicks while a roll is under way are dropped.
    let clicks = roll.clickedPublisher.values
    Task {
        for await _ in clicks {
            result.text = "Rolling…"
            let value = await rollDie()
            result.text = "Rolled \(value)" // back on the main actor, on the GTK main loop
        }
    }
    // A block on the main queue runs on the GTK main loop too.
    DispatchQueue.global().async {
        DispatchQueue.main.async { MainActor.assumeIsolated { window?.title = "Dice: ready" } }
    }
}
// No top-level `await`: the main thread stays GTK's. run() drains the main actor's queue on
// the GLib main loop, so the task and the block above run.
exit(application.run())
