import CombineGTKCore

/// Everything a publisher sends, as it sends it.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var subscription: AnyCancellable?

    init(_ publisher: AnyPublisher<Value, Never>) {
        subscription = publisher.sink { [unowned self] in values.append($0) }
    }
}
