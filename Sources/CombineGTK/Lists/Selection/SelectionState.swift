import CGtk

/// The Swift side of a typed selection (`TypedSingleSelection`, `TypedMultiSelection`, a
/// drop-down's selected element): the selected ids, kept as a `ValueCell`, and how they
/// follow GTK's selection and the store. One state machine for every kind; `Selected`
/// says how ids are held, `SelectionKind` how GTK's selection is read and written.
///
/// - The user's selection reaches the cell once.
/// - During a store update GTK's selection is not trusted: a moved item is removed by one
///   splice and inserted by another, and GTK drops its selection in between. After the
///   splices, the selected ids are selected again where they now are, with the handlers
///   blocked; an id that left the model (the store, or a filter over it) leaves the
///   selection.
///
/// Qdata of the selection (released at its finalize, when the cell ends). Main thread only.
final class SelectionState<Element: Equatable, ID: Hashable, Selected: SelectedIDs>: AnySelectionState, ListStoreObserver
where Selected.ID == ID {
    /// The selection model, or the drop-down.
    private let selection: OpaquePointer
    private let kind: SelectionKind
    /// The model the selection shows: the store, or a filter or sort model over it. Held
    /// (a reference of its own), so replacing the selection's model behind its back (the
    /// generated `model` setter) cannot leave it reading a freed one.
    private var model: OpaquePointer
    let store: ListStoreState<Element, ID>
    let cell: ValueCell<Selected>
    private var isSplicing = false
    private var isWriting = false
    private var isAlive = true

    private init(selection: OpaquePointer, kind: SelectionKind, model: OpaquePointer, store: ListStoreState<Element, ID>) {
        self.selection = selection
        self.kind = kind
        self.model = model
        self.store = store
        cell = ValueCell(Selected(selecting: []))
        super.init()
        g_object_ref(gObject(model))
    }

    deinit {
        g_object_unref(gObject(model))
    }

    /// Attaches a new state to `selection` (a new selection model of `model`, whose items
    /// are `store`'s, or a drop-down showing `model`).
    static func attach(to selection: OpaquePointer, kind: SelectionKind, model: OpaquePointer, store: ListStoreState<Element, ID>) {
        let state = SelectionState(selection: selection, kind: kind, model: model, store: store)
        selectionKey.attach(state, to: gObject(selection))
        for signal in kind.signals {
            _ = SignalConnection.connect(gObject(selection), signal: signal, handler: Handler(state))
        }
        store.addObserver(state)
        state.cell.update(state.viewSelected())
    }

    /// The state of `selection`, which a typed selection of these types made.
    @MainActor
    static func of(_ selection: Object) -> SelectionState {
        guard let state = selectionKey.value(on: selection.objectPointer) as? SelectionState else {
            preconditionFailure("CombineGTK: \(selection.typeName) \(selection.objectPointer) is not a typed selection of \(Element.self) with ids \(ID.self)")
        }
        return state
    }

    /// The ids of the items GTK has selected, in the view's order.
    private func viewSelected() -> Selected {
        Selected(selecting: kind.selectedPositions(of: selection).compactMap { position in
            guard let item = g_list_model_get_item(model, position) else { return nil }
            defer { g_object_unref(item) }
            return ListItemBox<Element>.of(item).map { store.identify($0.value) }
        })
    }

    /// Where the items of `ids` are in the model; ids it does not show have none.
    private func positions(of ids: [ID]) -> [guint] {
        let boxes = ids.compactMap { store.box(for: $0) }
        guard !boxes.isEmpty else { return [] }
        if model == store.store {
            return boxes.map { guint(store.position(of: $0)) }
        }
        // A filter or sort model: GTK offers no lookup, so look through it once.
        let wanted = Set(boxes.map { UnsafeMutableRawPointer($0.item) })
        var found: [guint] = []
        for position in 0..<g_list_model_get_n_items(model) where found.count < wanted.count {
            guard let item = g_list_model_get_item(model, position) else { continue }
            if wanted.contains(item) { found.append(position) }
            g_object_unref(item)
        }
        return found
    }

    /// Selects the elements of `selected` the model shows (and only them), then reports
    /// what the view has.
    func select(_ selected: Selected) {
        guard isAlive else { return }
        write(selected)
        cell.update(viewSelected())
    }

    private func write(_ selected: Selected) {
        isWriting = true
        kind.select(positions(of: selected.ids), in: selection)
        isWriting = false
    }

    /// Makes the selection show `newModel`, a model of the store's items (the store sorted,
    /// for a `TypedColumnView`), keeping the selected ids selected.
    func show(_ newModel: OpaquePointer) {
        storeWillSplice()
        kind.setModel(newModel, of: selection)
        g_object_ref(gObject(newModel))
        g_object_unref(gObject(model))
        model = newModel
        storeDidSplice(changed: [])
    }

    private final class Handler: SignalHandler {
        let state: SelectionState

        init(_ state: SelectionState) {
            self.state = state
        }

        override func handle(_ emission: SignalEmission) {
            guard state.isAlive, !state.isSplicing, !state.isWriting else { return }
            state.cell.update(state.viewSelected())
        }
    }

    /// The selection is finalized: the selected ids end.
    override func releasedByObject() {
        isAlive = false
        cell.end()
    }

    // MARK: ListStoreObserver

    func storeWillSplice() {
        isSplicing = true
    }

    func storeDidSplice(changed: [Int]) {
        isSplicing = false
        guard isAlive else { return }
        // Where GTK still has the items, their positions are right (GTK shifts them).
        if viewSelected() != cell.value { write(cell.value) }
        cell.update(viewSelected())
    }
}

/// A `SelectionState` whatever its element and id types: what the selection's qdata holds.
class AnySelectionState: ReleaseObserver {}

private let selectionKey = ObjectDataKey<AnySelectionState>("combinegtk-selection")
