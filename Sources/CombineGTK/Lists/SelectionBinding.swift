@preconcurrency import OpenCombine

/// `TypedSingleSelection.bindSelectedID(to:)`: the selected id bound both ways to a subject.
///
/// `lastSeen` is the id both sides agree on. An id from the subject becomes it before it is
/// selected, so the selection coming back is not sent back; an id from the view becomes it
/// before it is sent, so the subject echoing it selects nothing new. Main thread: ids the
/// subject sends from other threads hop there.
final class SelectionBinding<Element: Equatable, ID: Hashable>: Cancellable {
    private var lastSeen: ID?
    private var fromSubject: AnyCancellable?
    private var fromView: AnyCancellable?

    private init() {}

    static func connect<S: Subject>(_ state: SelectionState<Element, ID>, to subject: S) -> AnyCancellable
    where S.Output == ID?, S.Failure == Never {
        let binding = SelectionBinding()
        binding.lastSeen = state.cell.value
        binding.fromSubject = subject.sink { [weak binding, weak state, weak subject] id in
            MainContext.invoke {
                guard let binding, let state, let subject else { return }
                binding.apply(id, to: state, echoingTo: subject)
            }
        }
        binding.fromView = ValuePublisher(state.cell).sink { [weak binding, weak subject] id in
            guard let binding, id != binding.lastSeen else { return }
            binding.lastSeen = id
            subject?.send(id)
        }
        return AnyCancellable(binding)
    }

    private func apply<S: Subject>(_ id: ID?, to state: SelectionState<Element, ID>, echoingTo subject: S)
    where S.Output == ID?, S.Failure == Never {
        lastSeen = id
        state.select(id)
        guard state.cell.value != id else { return }
        // An id the store does not have selected nothing: tell the subject, once, after the
        // subject has delivered this id to everyone (a subject does not promise an order to
        // its subscribers, and a send from inside its delivery would overtake this one).
        MainContextScheduler.shared.schedule { [weak self, weak state, weak subject] in
            guard let self, let state, let subject, self.lastSeen == id, state.cell.value != id else { return }
            self.lastSeen = state.cell.value
            subject.send(state.cell.value)
        }
    }

    func cancel() {
        guard MainThread.isCurrent else {
            let binding = UncheckedSendable(self)
            MainContext.invoke { binding.value.cancel() }
            return
        }
        let ended = (fromSubject, fromView)
        fromSubject = nil
        fromView = nil
        ended.0?.cancel()
        ended.1?.cancel()
    }
}
