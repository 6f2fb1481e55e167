/// A GObject signal declared in Swift whose handlers return a `Result`: what ``emit(on:_:)``
/// returns. Declared, installed and connected as a ``SubclassSignal`` is; a Swift handler
/// that answers is connected with ``Object/connect(_:after:_:)``.
///
/// ```swift
/// final class TaskItem: Object, ObjectSubclass {
///     static let closing = SubclassReturningSignal<Bool, String>("closing")
///     static let estimate = SubclassReturningSignal<Int, TaskItem>("estimate", default: 1)
///     static let signals: [any AnySubclassSignal] = [closing, estimate]
///     …
/// }
/// let keepOpen = task.connect(TaskItem.closing) { reason in reason == "unsaved" }
/// if TaskItem.closing.emit(on: task, "unsaved") { … }   // a handler stopped it
/// ```
///
/// - With no handler connected, `emit` returns the default.
/// - `Bool`: the first handler returning `true` stops the emission, and `emit` returns
///   `true` (GTK's `g_signal_accumulator_true_handled`, as `close-request` and
///   `key-pressed` do); `false` when none does. A handler that does not answer (a
///   `signalPublisher` subscriber) counts as `false`.
/// - Any other type: each answering handler's value replaces the one before; `emit`
///   returns the last. A handler that does not answer leaves the value as it was.
public struct SubclassReturningSignal<Result: SignalValue, each Argument: SignalValue>: AnySubclassSignal {
    /// The signal's name.
    public let name: String
    /// What ``emit(on:_:)`` returns when no handler answers. (Unchecked: an object result
    /// is not `Sendable`, but the signals list is only read on the main thread.)
    private let storedDefault: UncheckedSendable<Result>

    /// What ``emit(on:_:)`` returns when no handler answers.
    public var defaultResult: Result { storedDefault.value }

    /// The signal `name`, whose handlers return a `Result`, `defaultResult` when none does;
    /// declare it in the type's `signals` too, which installs it.
    public init(_ name: String, default defaultResult: Result) {
        self.name = name
        self.storedDefault = UncheckedSendable(defaultResult)
    }

    /// The signal `name`, answered by `Bool` handlers (the first `true` stops the
    /// emission); `false` when none answers.
    public init(_ name: String) where Result == Bool {
        self.init(name, default: false)
    }

    /// The signal `name`, whose handlers return an optional (an object that may be nil);
    /// nil when none answers.
    public init(_ name: String) where Result: ExpressibleByNilLiteral {
        self.init(name, default: nil)
    }

    /// The Swift types of its arguments, in order.
    public var argumentTypes: [any SignalValue.Type] { signalArgumentTypes(repeat (each Argument).self) }

    /// `Result`.
    public var resultType: (any SignalValue.Type)? { Result.self }

    /// Emits the signal on `object` with `arguments` (`g_signal_emitv`): its handlers run
    /// before this returns, and what they answer is returned (see the type's contract).
    /// `object` must be of a type that declared it.
    @MainActor
    @discardableResult
    public func emit(on object: Object, _ arguments: repeat each Argument) -> Result {
        var values = SignalValues(emitting: name, on: object)
        repeat values.append(each arguments)
        return values.emit(returning: defaultResult)
    }
}
