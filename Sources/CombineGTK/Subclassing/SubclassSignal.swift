/// A GObject signal declared in Swift by an ``ObjectSubclass``, with typed arguments and no
/// result: made in the type's `class_init` from its `signals` list (`G_SIGNAL_RUN_LAST`),
/// emitted from Swift with ``emit(on:_:)``, connectable with `signalPublisher(_:)`,
/// `g_signal_connect`, and a `.ui` file's `<signal>`.
///
/// ```swift
/// final class TaskItem: Object, ObjectSubclass {
///     static let renamed = SubclassSignal<String, Int>("renamed")
///     static let moved = SubclassSignal<TaskItem, TaskList?>("moved")
///     static let signals: [any AnySubclassSignal] = [renamed, moved]
///     …
/// }
/// TaskItem.renamed.emit(on: task, "New title", 2)
/// task.signalPublisher(TaskItem.renamed).sink { title, revision in … }
/// ```
///
/// Arguments are any ``SignalValue``: `Bool`, `Int` (`gint64`), `Double`, `String`, a
/// generated enumeration or flags type, any ``Object`` (a generated class or a type declared
/// in Swift: the receiver gets the same Swift instance), `Optional` of an object for one
/// that may be nil, and the others that protocol lists. For a signal whose handlers return
/// a value, see ``SubclassReturningSignal`` (`returning(_:)`).
public struct SubclassSignal<each Argument: SignalValue>: AnySubclassSignal {
    /// The signal's name.
    public let name: String

    /// The signal `name`; declare it in the type's `signals` too, which installs it.
    public init(_ name: String) {
        self.name = name
    }

    /// The Swift types of its arguments, in order.
    public var argumentTypes: [any SignalValue.Type] { signalArgumentTypes(repeat (each Argument).self) }

    /// Emits the signal on `object` with `arguments` (`g_signal_emitv`): its handlers run
    /// before this returns. `object` must be of a type that declared it.
    @MainActor
    public func emit(on object: Object, _ arguments: repeat each Argument) {
        var values = SignalValues(emitting: name, on: object)
        repeat values.append(each arguments)
        values.emit()
    }

    /// The same signal with a result of type `Result`, `defaultResult` when no handler
    /// answers: `SubclassSignal<String>("validate").returning(Int.self, default: 0)`.
    public func returning<Result: SignalValue>(
        _ type: Result.Type, default defaultResult: Result
    ) -> SubclassReturningSignal<Result, repeat each Argument> {
        SubclassReturningSignal(name, default: defaultResult)
    }

    /// The same signal answered by `Bool` handlers, the first `true` stopping the
    /// emission (GTK's `g_signal_accumulator_true_handled`); false when none answers.
    public func returning(_ type: Bool.Type) -> SubclassReturningSignal<Bool, repeat each Argument> {
        SubclassReturningSignal(name)
    }
}
