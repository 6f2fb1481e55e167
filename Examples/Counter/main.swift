import CombineGTK
import Glibc // exit(), without the start-up cost of Foundation

let application = Application(id: "io.github.combinegtk.examples.Counter")
var counter: CounterWindow?
let activation = application.activatePublisher.sink {
    counter = counter ?? CounterWindow(application: application)
    counter?.window.present()
}
exit(application.run())
