import CombineGTK

/// 7GUIs 2, Temperature Converter: typing a number in either field converts it into the other;
/// text that is not a number leaves the other field as it is.
@MainActor final class TemperatureModel {
    @Published var celsius = "" { didSet { convert(celsius, into: \.fahrenheit) { $0 * 9 / 5 + 32 } } }
    @Published var fahrenheit = "" { didSet { convert(fahrenheit, into: \.celsius) { ($0 - 32) * 5 / 9 } } }
    /// Set while a conversion writes the other field, which must not convert back.
    private var converting = false

    private func convert(_ text: String, into field: ReferenceWritableKeyPath<TemperatureModel, String>, _ formula: (Double) -> Double) {
        guard !converting, let value = Double(text) else { return }
        converting = true
        self[keyPath: field] = Self.format(formula(value))
        converting = false
    }

    /// One decimal, none when whole: 212, 37.8.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

@MainActor func temperatureView(_ model: TemperatureModel, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let celsius = Entry(), fahrenheit = Entry()
    celsius.setAccessibleLabel("Celsius")
    fahrenheit.setAccessibleLabel("Fahrenheit")
    celsius.bind(Entry.textProperty, to: model, \.celsius, publisher: model.$celsius).store(in: &bindings)
    fahrenheit.bind(Entry.textProperty, to: model, \.fahrenheit, publisher: model.$fahrenheit).store(in: &bindings)
    return Box(.horizontal, spacing: 8, celsius, Label("Celsius ="), fahrenheit, Label("Fahrenheit"))
}
