import OpenCombine

extension TypedSingleSelecting {
    /// Binds the selected id both ways to a selection a view model owns through an output
    /// and a method (`model.selectedNotebook`, `model.selectNotebook(_:)`), as
    /// `bindSelectedID(to:)` does with a subject: each id `publisher` sends (its current
    /// value first) is selected once, and each selection the user makes (or nil, when the
    /// selected id leaves the model) is passed to `set` once, never echoing what `publisher`
    /// just sent.
    ///
    /// ```swift
    /// let binding = selection.bindSelectedID(to: model.selectedNotebook) { model.selectNotebook($0) }
    /// ```
    ///
    /// Holds `set` (and what it captures) as long as the binding lives: capture the model
    /// weakly when it holds the binding.
    public func bindSelectedID<Source: Publisher>(
        to publisher: Source, set: @escaping (ID?) -> Void
    ) -> AnyCancellable where Source.Output == ID?, Source.Failure == Never {
        SelectionBinding.connect(selectionState, to: publisher, set: set)
    }
}
