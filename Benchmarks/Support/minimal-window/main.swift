@preconcurrency import OpenCombine
import CombineGTK
import Glibc

// The start-up pair's CombineGTK side: Support/startup/minimal-window.c's window
// (a label, a button and a switch) written with CombineGTK, the button counting into the
// label through a publisher and a binder. Against the C program it shows what the library
// and the Swift runtime add to a start, apart from what an application puts in its window.

let status = MainActor.assumeIsolated {  // the benchmarks package builds in Swift 5 mode
    let application = Application(id: "io.github.combinegtk.MinimalWindowSwift")
    var bindings = Set<AnyCancellable>()
    application.activatePublisher.sink {
        let window = ApplicationWindow(application: application)
        window.title = "Minimal"
        window.setDefaultSize(width: 420, height: 360)
        let box = Box(spacing: 24)  // vertical
        let label = Label("0")
        let button = Button(label: "Count")
        box.append(label)
        box.append(button)
        box.append(Switch())
        window.child = box
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
