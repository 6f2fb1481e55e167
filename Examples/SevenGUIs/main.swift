import CombineGTK
import Glibc

// seven-guis: the 7GUIs benchmark's tasks, one window each: `seven-guis counter`.
// The view models hold no widgets; the functions named `…View` build and bind the windows.

let tasks = ["counter", "temperature", "flight", "timer", "crud"]
guard CommandLine.arguments.count == 2, let task = tasks.firstIndex(of: CommandLine.arguments[1]) else {
    print("usage: seven-guis \(tasks.joined(separator: "|"))")
    exit(2)
}

MainActor.assumeIsolated {
    let application = Application(id: "io.github.combinegtk.SevenGUIs.\(tasks[task])")
    var bindings = Set<AnyCancellable>()
    var models: [AnyObject] = []
    application.activatePublisher.sink {
        let window = ApplicationWindow(application: application)
        window.title = ["Counter", "TempConv", "Book Flight", "Timer", "CRUD"][task]
        window.setDefaultSize(width: 320, height: -1)
        switch task {
        case 0: let model = CounterModel(); models.append(model); window.child = counterView(model, &bindings)
        case 1: let model = TemperatureModel(); models.append(model); window.child = temperatureView(model, &bindings)
        case 2: let model = FlightModel(); models.append(model); window.child = flightView(model, &bindings)
        case 4: let model = NamesModel(); models.append(model); window.child = crudView(model, &bindings)
        default: let model = TimerModel(scheduler: MainContextScheduler.shared); models.append(model); window.child = timerView(model, &bindings)
        }
        window.present()
    }.store(in: &bindings)
    exit(application.run(arguments: [CommandLine.arguments[0]]))
}
