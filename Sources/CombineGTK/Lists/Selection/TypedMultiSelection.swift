@preconcurrency import OpenCombine
import CGtk

/// A `GtkMultiSelection` of a `ListStore`'s elements (or of a filtered or sorted model of
/// them), typed: any number of elements selected, known by their ids. It is a
/// `MultiSelection` (GTK's position-based `GtkSelectionModel` calls work too).
///
/// - The selection follows ids, not positions: when the store's elements move, the same
///   elements stay selected; an id that leaves the model (the store, or a filter over it)
///   leaves the selection.
/// - Nothing is selected at first. Main thread only.
public final class TypedMultiSelection<Element: Equatable, ID: Hashable>: MultiSelection, TypedListModel {
    /// A selection of `model`'s elements (a `ListStore`, or a filtered or sorted model of
    /// one), with nothing selected.
    public convenience init<Model: TypedListModel>(_ model: Model) where Model.Element == Element, Model.ID == ID {
        // gtk_multi_selection_new takes over a reference to the model.
        self.init(adopting: gObject(gtk_multi_selection_new(model.retainedCPointer())))
        SelectionState<Element, ID, Set<ID>>.attach(to: opaquePointer, kind: .multiple, model: model.opaquePointer, store: model.storeState)
    }

    private var state: SelectionState<Element, ID, Set<ID>> {
        SelectionState.of(self)
    }

    /// The selected elements' ids. Setting them selects exactly those elements in the
    /// view; ids the model does not show are left out (and do not read back).
    public var selectedIDs: Set<ID> {
        get { state.cell.value }
        set { state.select(newValue) }
    }

    /// The selected elements, in the model's order.
    public var selectedElements: [Element] {
        let selected = selectedIDs
        return state.store.elements.filter { selected.contains(state.store.identify($0)) }
    }

    /// The selected ids: the current ones, then each change, by the user or by code, or
    /// because elements left the model. See `ValuePublisher` for the contract; it finishes
    /// when the selection is finalized.
    public var selectedIDsPublisher: ValuePublisher<Set<ID>> {
        ValuePublisher(state.cell)
    }

    /// Binds the selected ids both ways to `subject`, without echo: ids the subject sends
    /// are selected in the view once, and a selection made in the view (or ids leaving the
    /// model) is sent to the subject once. The subject's current value, if it has one, is
    /// selected first. When some ids are not in the model, the others are selected, and
    /// the subject is sent them from the main context's next iteration (not from inside
    /// its own delivery). The binding's subscription to the subject holds the subject (as
    /// any subscription does) until the cancellable is cancelled or released.
    public func bindSelectedIDs<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Set<ID>, S.Failure == Never {
        SelectionBinding.connect(state, to: subject) { [weak subject] ids in subject?.send(ids) }
    }

    /// Binds the selected ids both ways to an `@Published` property, named once
    /// (`bindSelectedIDs(to: &model.$selected)`), as `bindSelectedIDs(to:)` does with a
    /// subject. Holds neither the model nor the selection; a change is written through the
    /// publisher, so the property's `didSet` does not run (see `Object.bind(_:to:)`).
    public func bindSelectedIDs(to published: inout Published<Set<ID>>.Publisher) -> AnyCancellable {
        published.bindBothWays { source, set in SelectionBinding.connect(state, to: source, set: set) }
    }

    /// Binds the selected ids both ways to `root[keyPath:]`, whose changes `publisher`
    /// reports (for an `@Published var selected`, pass `model.$selected`), as
    /// `bindSelectedIDs(to:)` does with a subject. Holds `root` weakly. Writes through the
    /// property's setter, so its `didSet` runs.
    public func bindSelectedIDs<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Set<ID>>, publisher: Source
    ) -> AnyCancellable where Source.Output == Set<ID>, Source.Failure == Never {
        SelectionBinding.connect(state, to: publisher) { [weak root] ids in root?[keyPath: keyPath] = ids }
    }
}
