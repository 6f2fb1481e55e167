@preconcurrency import OpenCombine
import CombineAdw
import Glibc

// The libadwaita start-up pair's CombineAdw side: Support/startup/minimal-adw-window.c's
// window (an Adw.ApplicationWindow with a label, a button and a switch) written with
// CombineAdw, the button counting into the label through a publisher and a binder, as
// Support/minimal-window does with CombineGTK. Against the C program it shows what the
// libraries and the Swift runtime add to the start of a libadwaita application.

let status = MainActor.assumeIsolated {  // the benchmarks package builds in Swift 5 mode
    let application = Adw.Application(id: "io.github.combinegtk.MinimalAdwWindowSwift")
    var bindings = Set<AnyCancellable>()
    application.activatePublisher.sink {
        let window = Adw.ApplicationWindow(application: application)
        window.title = "Minimal"
        window.setDefaultSize(width: 420, height: 360)
        let box = Box(spacing: 24)  // vertical
        let label = Label("0")
        let button = Button(label: "Count")
        box.append(label)
        box.append(button)
        box.append(Switch())
        window.content = box
        button.clickedPublisher
            .scan(0) { count, _ in count + 1 }
            .map(String.init)
            .bind(to: label.textBinder)
            .store(in: &bindings)
        window.present()
    }
    .store(in: &bindings)
    return withExtendedLifetime(bindings) { application.run() }
}
exit(status)
