@preconcurrency import OpenCombine

/// A typed selection of at most one element, known by its id: a `TypedSingleSelection` (of
/// a list view's rows) or a `TypedDropDown`. Its selected id follows the element, not a
/// position, on one state machine: when the store's elements move the same element stays
/// selected, and when its id leaves the model nothing is.
///
/// Main thread only. For the library's two selections to share their API: a type of yours
/// cannot conform (its selection state is the library's; using one stops the program).
@MainActor
public protocol TypedSingleSelecting<Element, ID>: Object {
    /// The elements it selects among.
    associatedtype Element: Equatable
    /// What tells them apart.
    associatedtype ID: Hashable
}

extension TypedSingleSelecting {
    /// The selection's state, made by `attachSelection(_:model:)`.
    var selectionState: SelectionState<Element, ID, ID?> {
        SelectionState.of(self)
    }

    /// Makes this GTK object (just made, nothing selected) a typed selection of `model`.
    package func attachSelection<Model: TypedListModel>(_ kind: SelectionKind, model: Model) where Model.Element == Element, Model.ID == ID {
        SelectionState<Element, ID, ID?>.attach(to: opaquePointer, kind: kind, model: model.opaquePointer, store: model.storeState)
    }

    /// The selected element's id, or nil. Setting it selects that element; an id the model
    /// does not show selects nothing (and reads back nil).
    public var selectedID: ID? {
        get { selectionState.cell.value }
        set { selectionState.select(newValue) }
    }

    /// The selected element, or nil.
    public var selectedElement: Element? {
        selectedID.flatMap { selectionState.store.box(for: $0)?.value }
    }

    /// The selected id: the current one, then each change, by the user or by code, or
    /// because the element left the model (nil). See `ValuePublisher` for the contract; it
    /// finishes when the selection (the drop-down) is finalized.
    public var selectedIDPublisher: ValuePublisher<ID?> {
        ValuePublisher(selectionState.cell)
    }

    /// Binds the selected id both ways to `subject`, without echo: an id the subject sends
    /// is selected once, and a selection made by the user (or an id leaving the model) is
    /// sent to the subject once. The subject's current value, if it has one, is selected
    /// first. An id the model does not show selects nothing, and the subject is sent nil
    /// from the main context's next iteration (not from inside its own delivery). The
    /// binding's subscription to the subject holds the subject (as any subscription does)
    /// until the cancellable is cancelled or released.
    public func bindSelectedID<S: Subject>(to subject: S) -> AnyCancellable where S.Output == ID?, S.Failure == Never {
        SelectionBinding.connect(selectionState, to: subject) { [weak subject] id in subject?.send(id) }
    }

    /// Binds the selected id both ways to an `@Published` property, named once
    /// (`bindSelectedID(to: &model.$selected)`), as `bindSelectedID(to:)` does with a
    /// subject. Holds neither the model nor the selection; a change is written through the
    /// publisher, so the property's `didSet` does not run (see `Object.bind(_:to:)`).
    public func bindSelectedID(to published: inout Published<ID?>.Publisher) -> AnyCancellable {
        published.bindBothWays { source, set in SelectionBinding.connect(selectionState, to: source, set: set) }
    }

    /// Binds the selected id both ways to `root[keyPath:]`, whose changes `publisher`
    /// reports (for an `@Published var selected`, pass `model.$selected`), as
    /// `bindSelectedID(to:)` does with a subject. Holds `root` weakly. Writes through the
    /// property's setter, so its `didSet` runs.
    public func bindSelectedID<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, ID?>, publisher: Source
    ) -> AnyCancellable where Source.Output == ID?, Source.Failure == Never {
        SelectionBinding.connect(selectionState, to: publisher) { [weak root] id in root?[keyPath: keyPath] = id }
    }
}
