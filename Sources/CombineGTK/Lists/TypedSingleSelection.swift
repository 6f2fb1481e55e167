@preconcurrency import OpenCombine
import CGtk

/// A `GtkSingleSelection` of a `ListStore`, typed: at most one element selected, known by
/// its id. It is a `SingleSelection` (GTK's position-based `selected` is there too).
///
/// - The selection follows its id, not a position: when the store's elements move, the
///   same element stays selected; when its id leaves the store, nothing is selected.
/// - GTK's autoselect is off and unselecting is allowed: nothing is selected until the
///   user or the code selects.
/// - Main thread only.
public final class TypedSingleSelection<Element: Equatable, ID: Hashable>: SingleSelection {
    private var cachedState: SelectionState<Element, ID>?

    /// A selection of `store`'s elements, with nothing selected.
    public convenience init(_ store: ListStore<Element, ID>) {
        // gtk_single_selection_new takes over a reference to the store.
        g_object_ref(store.objectPointer)
        let selection = gtk_single_selection_new(store.opaquePointer)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        // Made with autoselect on, it selected the first item.
        gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION)
        self.init(adopting: gObject(selection))
        cachedState = SelectionState.attach(to: opaquePointer, store: store.state)
    }

    /// Wraps a `GtkSingleSelection` that a `TypedSingleSelection<Element, ID>` made.
    public required init(adopting pointer: UnsafeMutablePointer<GObject>) { super.init(adopting: pointer) }

    /// Wraps a `GtkSingleSelection` that a `TypedSingleSelection<Element, ID>` made, taking
    /// a reference.
    public required convenience init(retaining pointer: UnsafeMutablePointer<GObject>) {
        g_object_ref_sink(pointer)
        self.init(adopting: pointer)
    }

    var state: SelectionState<Element, ID> {
        if let cachedState { return cachedState }
        guard let state = SelectionState<Element, ID>.of(opaquePointer) else {
            preconditionFailure("CombineGTK: \(typeName) \(objectPointer) is not a TypedSingleSelection<\(Element.self), \(ID.self)>")
        }
        cachedState = state
        return state
    }

    /// The selected element's id, or nil. Setting it selects that element in the view;
    /// an id the store does not have selects nothing (and reads back nil).
    public var selectedID: ID? {
        get { state.cell.value }
        set { state.select(newValue) }
    }

    /// The selected element, or nil.
    public var selectedElement: Element? {
        selectedID.flatMap { state.store.box(for: $0)?.value }
    }

    /// The selected id: the current one, then each change, by the user or by code, or
    /// because the element left the store (nil). See `ValuePublisher` for the contract; it
    /// finishes when the selection is finalized.
    public var selectedIDPublisher: ValuePublisher<ID?> {
        ValuePublisher(state.cell)
    }

    /// Binds the selected id both ways to `subject`, without echo: an id the subject sends
    /// is selected in the view once, and a selection made in the view (or an id leaving
    /// the store) is sent to the subject once. The subject's current value, if it has one,
    /// is selected first. An id the store does not have selects nothing, and the subject is
    /// sent nil from the main context's next iteration (not from inside its own delivery).
    /// Holds the subject weakly; cancel or release the cancellable to end it.
    public func bindSelectedID<S: Subject>(to subject: S) -> AnyCancellable where S.Output == ID?, S.Failure == Never {
        SelectionBinding.connect(state, to: subject)
    }
}
