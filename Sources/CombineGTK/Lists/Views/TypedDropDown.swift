@preconcurrency import OpenCombine
import CGtk

/// A `GtkDropDown` of a `ListStore`'s elements (or of a filtered or sorted model of them),
/// typed: each element shows as the text `title` gives (following its content changes),
/// and the selected element is known by its id, bound both ways like a
/// `TypedSingleSelection`'s.
///
/// - The selection follows its id: when the store's elements move, the same element stays
///   selected; when its id leaves the model, nothing is selected.
/// - Nothing is selected at first (GTK would pick the first element). Main thread only.
///
/// ```swift
/// let people = TypedDropDown(store) { $0.name }
/// people.bindSelectedID(to: model, \.selectedPerson, publisher: model.$selectedPerson)
/// ```
public final class TypedDropDown<Element: Equatable, ID: Hashable>: DropDown {
    private var cachedState: SelectionState<Element, ID, ID?>?

    /// A drop-down offering `model`'s elements, each shown as `title(element)`.
    public convenience init<Model: TypedListModel>(_ model: Model, title: @escaping (Element) -> String)
    where Model.Element == Element, Model.ID == ID {
        let factory = RowFactory<Element, Label>.make { Label() } bind: { label, element in
            element.map(title).bind(to: label.textBinder)
        }
        // gtk_drop_down_new takes over the model's reference; set_factory takes its own.
        let dropDown = OpaquePointer(gtk_drop_down_new(model.retainedCPointer(), nil))
        gtk_drop_down_set_factory(dropDown, factory)
        g_object_unref(UnsafeMutableRawPointer(factory))
        gtk_drop_down_set_selected(dropDown, GTK_INVALID_LIST_POSITION)
        self.init(adopting: gObject(dropDown))
        cachedState = SelectionState.attach(to: opaquePointer, kind: .dropDown, model: model.opaquePointer, store: model.storeState)
    }

    /// Wraps a `GtkDropDown` that a `TypedDropDown<Element, ID>` made.
    public required init(adopting pointer: UnsafeMutablePointer<GObject>) { super.init(adopting: pointer) }

    /// Wraps a `GtkDropDown` that a `TypedDropDown<Element, ID>` made, taking a reference.
    public required convenience init(retaining pointer: UnsafeMutablePointer<GObject>) {
        g_object_ref_sink(pointer)
        self.init(adopting: pointer)
    }

    var state: SelectionState<Element, ID, ID?> {
        if let cachedState { return cachedState }
        cachedState = SelectionState.of(self)
        return cachedState!
    }

    /// The selected element's id, or nil. Setting it selects that element; an id the model
    /// does not show selects nothing (and reads back nil).
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
    /// finishes when the drop-down is finalized.
    public var selectedIDPublisher: ValuePublisher<ID?> {
        ValuePublisher(state.cell)
    }

    /// Binds the selected id both ways to `subject`, without echo, as
    /// `TypedSingleSelection.bindSelectedID(to:)` does.
    public func bindSelectedID<S: Subject>(to subject: S) -> AnyCancellable where S.Output == ID?, S.Failure == Never {
        SelectionBinding.connect(state, to: subject) { [weak subject] id in subject?.send(id) }
    }

    /// Binds the selected id both ways to `root[keyPath:]`, whose changes `publisher`
    /// reports (`model.$selected`), as `bindSelectedID(to:)` does with a subject. Holds
    /// `root` weakly.
    public func bindSelectedID<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, ID?>, publisher: Source
    ) -> AnyCancellable where Source.Output == ID?, Source.Failure == Never {
        SelectionBinding.connect(state, to: publisher) { [weak root] id in root?[keyPath: keyPath] = id }
    }
}
