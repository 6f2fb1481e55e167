@preconcurrency import OpenCombine

/// `bindSelectedID(to:)` and `bindSelectedIDs(to:)`: a typed selection's ids bound both
/// ways to a source (a subject, or a view model's property and its publisher).
///
/// `lastSeen` is the selection both sides agree on. One from the source becomes it before
/// it is selected, so the selection coming back is not sent back; one from the view becomes
/// it before it is set, so the source echoing it selects nothing new. Main thread: values
/// the source sends from other threads hop there.
final class SelectionBinding<Element: Equatable, ID: Hashable, Selected: SelectedIDs>: OpenCombine.Cancellable where Selected.ID == ID {
    private var lastSeen: Selected
    /// While the source's value is being selected: what the view then reports is the
    /// source's own value, or less of it, which `apply` tells the source about later.
    private var isApplying = false
    private var fromSource: AnyCancellable?
    private var fromView: AnyCancellable?
    private let set: (Selected) -> Void

    private init(lastSeen: Selected, set: @escaping (Selected) -> Void) {
        self.lastSeen = lastSeen
        self.set = set
    }

    static func connect<Source: Publisher>(
        _ state: SelectionState<Element, ID, Selected>, to source: Source, set: @escaping (Selected) -> Void
    ) -> AnyCancellable where Source.Output == Selected, Source.Failure == Never {
        let binding = SelectionBinding(lastSeen: state.cell.value, set: set)
        binding.fromSource = source.sink { [weak binding, weak state] selected in
            MainContext.invoke {
                guard let binding, let state else { return }
                binding.apply(selected, to: state)
            }
        }
        binding.fromView = ValuePublisher(state.cell).sink { [weak binding] selected in
            guard let binding, !binding.isApplying, selected != binding.lastSeen else { return }
            binding.lastSeen = selected
            binding.set(selected)
        }
        return AnyCancellable(binding)
    }

    private func apply(_ selected: Selected, to state: SelectionState<Element, ID, Selected>) {
        lastSeen = selected
        isApplying = true
        state.select(selected)
        isApplying = false
        guard state.cell.value != selected else { return }
        // An id the model does not show was not selected: tell the source, once, after the
        // source has delivered this value to everyone (a subject does not promise an order to
        // its subscribers, and a send from inside its delivery would overtake this one).
        MainContextScheduler.shared.schedule { [weak self, weak state] in
            guard let self, let state, self.fromSource != nil, self.lastSeen == selected, state.cell.value != selected else { return }
            self.lastSeen = state.cell.value
            self.set(state.cell.value)
        }
    }

    func cancel() {
        guard MainThread.isCurrent else {
            let binding = UncheckedSendable(self)
            MainContext.invoke { binding.value.cancel() }
            return
        }
        let ended = (fromSource, fromView)
        fromSource = nil
        fromView = nil
        ended.0?.cancel()
        ended.1?.cancel()
    }
}
