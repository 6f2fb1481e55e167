import CombineGTK

/// 7GUIs 1, Counter: a label shows how often the button was clicked.
@MainActor final class CounterModel {
    @Published private(set) var count = 0
    func increment() { count += 1 }
}

@MainActor func counterView(_ model: CounterModel, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let label = Label(), button = Button(label: "Count")
    model.$count.map(String.init).bind(to: label.textBinder).store(in: &bindings)
    button.clickedPublisher.sink { model.increment() }.store(in: &bindings)
    return Box(.horizontal, spacing: 8, label, button)
}
