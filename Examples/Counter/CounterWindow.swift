import CombineGTK

@MainActor
final class CounterWindow {
    private let count = CurrentValueSubject<Int, Never>(0)
    private var bindings = Set<AnyCancellable>()
    let window: ApplicationWindow
    let button = Button(label: "+1")
    let label = Label("0")

    init(application: Application) {
        window = ApplicationWindow(application: application)
        let box = Box(spacing: 12)
        box.append(label)
        box.append(button)
        window.child = box

        button.clickedPublisher
            .sink { [count] in count.value += 1 }
            .store(in: &bindings)
        count.map(String.init)
            .bind(to: label.textBinder)
            .store(in: &bindings)
    }
}
