@preconcurrency import OpenCombine
import CGtk

/// A `GtkSingleSelection` of a `ListStore`'s elements (or of a filtered or sorted model of
/// them), typed: at most one element selected, known by its id. It is a `SingleSelection`
/// (GTK's position-based `selected` is there too).
///
/// - The selection follows its id, not a position: when the store's elements move, the
///   same element stays selected; when its id leaves the model (the store, or a filter over
///   it), nothing is selected.
/// - GTK's autoselect is off and unselecting is allowed: nothing is selected until the
///   user or the code selects.
/// - Main thread only.
public final class TypedSingleSelection<Element: Equatable, ID: Hashable>: SingleSelection, TypedListModel {
    private var cachedState: SelectionState<Element, ID, ID?>?

    /// A selection of `model`'s elements (a `ListStore`, or a filtered or sorted model of
    /// one), with nothing selected.
    public convenience init<Model: TypedListModel>(_ model: Model) where Model.Element == Element, Model.ID == ID {
        // gtk_single_selection_new takes over a reference to the model.
        let selection = gtk_single_selection_new(model.retainedCPointer())
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        // Made with autoselect on, it selected the first item.
        gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION)
        self.init(adopting: gObject(selection))
        cachedState = SelectionState.attach(to: opaquePointer, kind: .single, model: model.opaquePointer, store: model.storeState)
    }

    /// Wraps a `GtkSingleSelection` that a `TypedSingleSelection<Element, ID>` made.
    public required init(adopting pointer: UnsafeMutablePointer<GObject>) { super.init(adopting: pointer) }

    /// Wraps a `GtkSingleSelection` that a `TypedSingleSelection<Element, ID>` made, taking
    /// a reference.
    public required convenience init(retaining pointer: UnsafeMutablePointer<GObject>) {
        g_object_ref_sink(pointer)
        self.init(adopting: pointer)
    }

    var state: SelectionState<Element, ID, ID?> {
        if let cachedState { return cachedState }
        cachedState = SelectionState.of(self)
        return cachedState!
    }

    /// The selected element's id, or nil. Setting it selects that element in the view;
    /// an id the model does not show selects nothing (and reads back nil).
    public var selectedID: ID? {
        get { state.cell.value }
        set { state.select(newValue) }
    }

    /// The selected element, or nil.
    public var selectedElement: Element? {
        selectedID.flatMap { state.store.box(for: $0)?.value }
    }

    /// The selected id: the current one, then each change, by the user or by code, or
    /// because the element left the model (nil). See `ValuePublisher` for the contract; it
    /// finishes when the selection is finalized.
    public var selectedIDPublisher: ValuePublisher<ID?> {
        ValuePublisher(state.cell)
    }

    /// Binds the selected id both ways to `subject`, without echo: an id the subject sends
    /// is selected in the view once, and a selection made in the view (or an id leaving
    /// the model) is sent to the subject once. The subject's current value, if it has one,
    /// is selected first. An id the model does not show selects nothing, and the subject is
    /// sent nil from the main context's next iteration (not from inside its own delivery).
    /// The binding's subscription to the subject holds the subject (as any subscription
    /// does) until the cancellable is cancelled or released.
    public func bindSelectedID<S: Subject>(to subject: S) -> AnyCancellable where S.Output == ID?, S.Failure == Never {
        SelectionBinding.connect(state, to: subject) { [weak subject] id in subject?.send(id) }
    }

    /// Binds the selected id both ways to `root[keyPath:]`, whose changes `publisher`
    /// reports (for an `@Published var selected`, pass `model.$selected`), as
    /// `bindSelectedID(to:)` does with a subject. Holds `root` weakly.
    public func bindSelectedID<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, ID?>, publisher: Source
    ) -> AnyCancellable where Source.Output == ID?, Source.Failure == Never {
        SelectionBinding.connect(state, to: publisher) { [weak root] id in root?[keyPath: keyPath] = id }
    }
}
