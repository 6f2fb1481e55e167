// A `.ui` file's `<signal>` handler for a signal declared in Swift, with the arguments typed
// as the signal declares them (the `.emission` handler reads them by position).

extension BuilderHandler {
    /// A handler that gets the arguments of `signal` as it declares them:
    /// `"on_moved": .handling(TaskBoard.moved) { task, previous in … }`. Name it only in a
    /// `<signal name="…">` of that signal (another signal's arguments stop the program
    /// with a message naming the one that does not fit).
    public static func handling<each Argument: SignalValue>(
        _ signal: SubclassSignal<repeat each Argument>,
        _ body: @escaping @MainActor (repeat each Argument) -> Void
    ) -> BuilderHandler {
        let name = signal.name
        return .emission { emission in
            let arguments = SignalArgumentType.arguments(of: emission, name, as: repeat (each Argument).self)
            body(repeat each arguments)
        }
    }

    /// A handler that gets the arguments of `signal` as it declares them and answers it
    /// (see ``SubclassReturningSignal`` for how answers add up):
    /// `"on_closing": .answering(TaskBoard.closing) { reason in reason == "unsaved" }`.
    public static func answering<Result, each Argument: SignalValue>(
        _ signal: SubclassReturningSignal<Result, repeat each Argument>,
        _ body: @escaping @MainActor (repeat each Argument) -> Result
    ) -> BuilderHandler {
        let name = signal.name
        return .emission { emission in
            let arguments = SignalArgumentType.arguments(of: emission, name, as: repeat (each Argument).self)
            SignalArgumentType.answer(emission, with: body(repeat each arguments), of: name)
        }
    }
}
