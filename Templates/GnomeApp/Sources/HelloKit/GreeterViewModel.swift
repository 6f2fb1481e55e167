import CombineGTKCore

/// The window's logic, with no widget: a name is typed, and once typing pauses the window
/// greets that person. It knows nothing of GTK, so its tests run without a display, in
/// virtual time (`VirtualTimeScheduler`); the app passes `MainContextScheduler.shared`.
///
/// - `greeting` sends the current greeting on subscription, then a new one each time typing
///   has paused for `pause`, never the same one twice in a row.
/// - `text` and `canClear` follow the typed text at once (no pause): the name, and whether
///   there is anything to clear.
/// - Inputs come from the main thread, and so do outputs (the scheduler's actions run there).
@MainActor
public final class GreeterViewModel {
    /// The greeting the window shows.
    public let greeting: AnyPublisher<Greeting, Never>
    /// Whether the Clear button has anything to clear.
    public let canClear: AnyPublisher<Bool, Never>
    /// The name as typed so far, current value first: the entry shows it (so ``clear()``
    /// empties the entry).
    public let text: AnyPublisher<String, Never>
    /// The name as typed so far.
    public var name: String { nameSubject.value }

    private let nameSubject: CurrentValueSubject<String, Never>
    private let greetingSubject: CurrentValueSubject<Greeting, Never>
    /// The typed name, debounced, into `greetingSubject`.
    private var debouncing: AnyCancellable?

    /// A greeter starting with `name` (the one the app saved last time), greeting once typing
    /// has paused for `pause` on `scheduler`'s clock.
    public init<S: Scheduler>(
        scheduler: S, name: String = "", pause: S.SchedulerTimeType.Stride = .milliseconds(300)
    ) {
        nameSubject = CurrentValueSubject(name)
        greetingSubject = CurrentValueSubject(Self.greeting(for: name))
        greeting = greetingSubject.removeDuplicates().eraseToAnyPublisher()
        text = nameSubject.removeDuplicates().eraseToAnyPublisher()
        canClear = nameSubject.map { !$0.isEmpty }.removeDuplicates().eraseToAnyPublisher()
        let greetingSubject = greetingSubject
        debouncing = nameSubject
            .dropFirst()
            .debounce(for: pause, scheduler: scheduler)
            .sink { greetingSubject.send(Self.greeting(for: $0)) }
    }

    /// Input: the entry's text changed.
    public func nameChanged(_ text: String) {
        guard text != nameSubject.value else { return }
        nameSubject.send(text)
    }

    /// Input: the Clear button was clicked. The greeting follows after the pause, as for typing.
    public func clear() {
        nameChanged("")
    }

    private nonisolated static func greeting(for text: String) -> Greeting {
        let trimmed = text.trimmingWhiteSpace()
        return trimmed.isEmpty ? .nobody : .person(trimmed)
    }
}

private extension String {
    /// Without Foundation, whose `trimmingCharacters(in:)` would add its start-up cost.
    func trimmingWhiteSpace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
