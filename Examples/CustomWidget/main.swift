import CombineGTK
import Glibc // exit(), without the start-up cost of Foundation

let application = Application(id: "io.github.combinegtk.examples.CustomWidget")
var window: ApplicationWindow?
var bindings = Set<AnyCancellable>()
let activation = application.activatePublisher.sink {
    if let window { return window.present() }
    let ring = ProgressRing()
    ring.setAccessibleLabel("Progress")
    let percent = Label()
    let slider = Scale(lower: 0, upper: 1, step: 0.01)
    slider.setAccessibleLabel("Fraction")
    slider.value = 0.25

    // The slider drives the ring through its binder; the label follows the ring's property.
    slider.valuePublisher.bind(to: ring.fractionBinder).store(in: &bindings)
    ring.fractionPublisher.map { "\(Int(($0 * 100).rounded())) %" }
        .bind(to: percent.textBinder)
        .store(in: &bindings)

    let box = Box(.vertical, spacing: 12, ring, percent, slider)
    (box.marginTop, box.marginBottom, box.marginStart, box.marginEnd) = (12, 12, 12, 12)
    window = ApplicationWindow(application: application)
    window?.title = "Progress ring"
    window?.setDefaultSize(width: 240, height: -1)
    window?.child = box
    window?.present()
}
exit(application.run())
