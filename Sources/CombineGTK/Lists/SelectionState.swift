import CGtk

/// The Swift side of a `TypedSingleSelection`: the selected id, kept as a `ValueCell`, and how
/// it follows the `GtkSingleSelection` and the store.
///
/// - The user's selection (`notify::selected`) reaches the cell once.
/// - During a store update GTK's selection is not trusted: a moved item is removed by one
///   splice and inserted by another, and GTK drops its selection in between. After the
///   splices, the selected id is selected again where it now is, with the handler blocked;
///   an id that left the store leaves the selection, and the cell becomes nil.
///
/// Qdata of the selection (released at its finalize, when the cell ends). Main thread only.
final class SelectionState<Element: Equatable, ID: Hashable>: ListStoreObserver {
    private let selection: OpaquePointer
    let store: ListStoreState<Element, ID>
    let cell = ValueCell<ID?>(nil)
    private var handlerID: gulong = 0
    private var isSplicing = false
    private var isAlive = true

    private init(selection: OpaquePointer, store: ListStoreState<Element, ID>) {
        self.selection = selection
        self.store = store
    }

    /// The state of `selection` (a new `GtkSingleSelection` of `store`), attached to it.
    static func attach(to selection: OpaquePointer, store: ListStoreState<Element, ID>) -> SelectionState {
        let state = SelectionState(selection: selection, store: store)
        g_object_set_qdata_full(gObject(selection), selectionQuark, Unmanaged<AnyObject>.passRetained(state).toOpaque()) { data in
            let state = Unmanaged<AnyObject>.fromOpaque(data!).takeRetainedValue() as? SelectionStateEnding
            state?.selectionFinalized()
        }
        state.handlerID = SignalConnection.connect(gObject(selection), signal: "notify::selected", handler: Handler(state)) ?? 0
        store.addObserver(state)
        state.cell.update(state.viewSelectedID())
        return state
    }

    static func of(_ selection: OpaquePointer) -> SelectionState? {
        guard let data = g_object_get_qdata(gObject(selection), selectionQuark) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? SelectionState
    }

    /// The id of the item GTK has selected.
    private func viewSelectedID() -> ID? {
        guard let item = gtk_single_selection_get_selected_item(selection), let box = ListItemBox<Element>.of(item) else {
            return nil
        }
        return store.identify(box.value)
    }

    /// Selects `id` (nothing when nil or not in the store), then reports what the view has.
    func select(_ id: ID?) {
        guard isAlive else { return }
        let position = id.flatMap { store.box(for: $0) }.map(position(of:)) ?? GTK_INVALID_LIST_POSITION
        if gtk_single_selection_get_selected(selection) != position {
            gtk_single_selection_set_selected(selection, position)
        }
        cell.update(viewSelectedID())
    }

    /// Where the selection shows `box`: its position in the store, or, when the selection
    /// shows the store through another model (a sorted `TypedColumnView`), where that model
    /// has it (found by a scan: that model keeps no index of its items).
    private func position(of box: ListItemBox<Element>) -> guint {
        let model = gtk_single_selection_get_model(selection)
        if model == store.store { return guint(store.position(of: box)) }
        for position in 0..<g_list_model_get_n_items(model) {
            let item = g_list_model_get_item(model, position)
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(box.item) { return position }
        }
        return GTK_INVALID_LIST_POSITION
    }

    /// Makes the selection show `model`, a model of the store's items (the store sorted),
    /// keeping the selected id selected.
    func show(_ model: OpaquePointer) {
        storeWillSplice()
        gtk_single_selection_set_model(selection, model)
        storeDidSplice()
    }

    private final class Handler: SignalHandler {
        let state: SelectionState

        init(_ state: SelectionState) {
            self.state = state
        }

        override func handle(_ emission: SignalEmission) {
            guard state.isAlive, !state.isSplicing else { return }
            state.cell.update(state.viewSelectedID())
        }
    }

    // MARK: ListStoreObserver

    func storeWillSplice() {
        isSplicing = true
    }

    func storeDidSplice() {
        isSplicing = false
        guard isAlive else { return }
        if let id = cell.value {
            let box = store.box(for: id)
            // Where GTK still has the item, its position is right (GTK shifts it).
            if gtk_single_selection_get_selected_item(selection) != box.map({ UnsafeMutableRawPointer($0.item) }) {
                let position = box.map(position(of:)) ?? GTK_INVALID_LIST_POSITION
                g_signal_handler_block(gObject(selection), handlerID)
                gtk_single_selection_set_selected(selection, position)
                g_signal_handler_unblock(gObject(selection), handlerID)
            }
        }
        cell.update(viewSelectedID())
    }
}

/// What the selection's destroy notify calls, whatever the element and id types.
private protocol SelectionStateEnding: AnyObject {
    func selectionFinalized()
}

extension SelectionState: SelectionStateEnding {
    func selectionFinalized() {
        isAlive = false
        cell.end()
    }
}

// Not g_quark_from_static_string: GLib would keep a pointer to a Swift string's buffer.
private let selectionQuark = g_quark_from_string("combinegtk-single-selection")
