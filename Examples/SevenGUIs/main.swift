import CombineGTK
import Glibc

// seven-guis: the 7GUIs benchmark's tasks, one window each: `seven-guis counter`.
// The view models hold no widgets; the functions named `…View` build and bind the windows.

/// The tasks in the benchmark's order: the name on the command line, the window's title.
let tasks = [
    ("counter", "Counter"), ("temperature", "TempConv"), ("flight", "Book Flight"), ("timer", "Timer"),
    ("crud", "CRUD"), ("circle", "Circle Drawer"), ("cells", "Cells"),
]

/// The task's view model (kept for the window's life) and its view, bound.
@MainActor func content(of task: String, _ bindings: inout Set<AnyCancellable>) -> (model: AnyObject, view: Widget) {
    switch task {
    case "counter": let model = CounterModel(); return (model, counterView(model, &bindings))
    case "temperature": let model = TemperatureModel(); return (model, temperatureView(model, &bindings))
    case "flight": let model = FlightModel(); return (model, flightView(model, &bindings))
    case "timer": let model = TimerModel(scheduler: MainContextScheduler.shared); return (model, timerView(model, &bindings))
    case "crud": let model = NamesModel(); return (model, crudView(model, &bindings))
    case "circle": let model = CircleModel(); return (model, circleView(model, &bindings))
    default: let model = Sheet(); return (model, cellsView(model, &bindings))
    }
}

guard CommandLine.arguments.count == 2, let (task, title) = tasks.first(where: { $0.0 == CommandLine.arguments[1] }) else {
    print("usage: seven-guis \(tasks.map(\.0).joined(separator: "|"))")
    exit(2)
}

MainActor.assumeIsolated {
    let application = Application(id: "io.github.combinegtk.SevenGUIs.\(task)")
    var bindings = Set<AnyCancellable>()
    var models: [AnyObject] = []
    application.activatePublisher.sink {
        let window = ApplicationWindow(application: application)
        window.title = title
        let (model, view) = content(of: task, &bindings)
        models.append(model)
        window.setDefaultSize(width: task == "cells" ? 800 : 320, height: task == "cells" ? 500 : -1)
        window.child = view
        window.present()
    }.store(in: &bindings)
    exit(application.run(arguments: [CommandLine.arguments[0]]))
}
