import CGtk

/// Which GTK object holds a typed selection, and how its selected positions are read and
/// written.
package enum SelectionKind {
    case single, multiple
    /// A widget choosing one item of its model, such as a `GtkDropDown` (or libadwaita's
    /// `AdwComboRow`, which CombineAdw types the same way), through its library's functions.
    case selectedPosition(SelectedPositionAccess)

    /// The signals after which the selection may differ. A selection model does not report
    /// an item it drops from `items-changed` as a selection change.
    var signals: [String] {
        switch self {
        case .single: ["notify::selected"]
        case .multiple: ["selection-changed", "items-changed"]
        case .selectedPosition: ["notify::selected"]
        }
    }

    /// The selected positions, in order.
    func selectedPositions(of object: OpaquePointer) -> [guint] {
        let position: guint
        switch self {
        case .single: position = gtk_single_selection_get_selected(object)
        case .selectedPosition(let access): position = access.selected(object)
        case .multiple:
            guard let positions = gtk_selection_model_get_selection(object) else { return [] }
            defer { gtk_bitset_unref(positions) }
            var found: [guint] = []
            var iterator = GtkBitsetIter()
            var position: guint = 0
            var more = gtk_bitset_iter_init_first(&iterator, positions, &position) != 0
            while more {
                found.append(position)
                more = gtk_bitset_iter_next(&iterator, &position) != 0
            }
            return found
        }
        return position == GTK_INVALID_LIST_POSITION ? [] : [position]
    }

    /// Makes `object` show `model` (it takes its own reference).
    func setModel(_ model: OpaquePointer, of object: OpaquePointer) {
        switch self {
        case .single: gtk_single_selection_set_model(object, model)
        case .multiple: gtk_multi_selection_set_model(object, model)
        case .selectedPosition(let access): access.setModel(object, model)
        }
    }

    /// Makes `object` select exactly the items at `positions` (a single selection, the first).
    func select(_ positions: [guint], in object: OpaquePointer) {
        let first = positions.first ?? GTK_INVALID_LIST_POSITION
        switch self {
        case .single:
            if gtk_single_selection_get_selected(object) != first { gtk_single_selection_set_selected(object, first) }
        case .selectedPosition(let access):
            if access.selected(object) != first { access.select(object, first) }
        case .multiple:
            let selected = gtk_bitset_new_empty()
            for position in positions { gtk_bitset_add(selected, position) }
            let all = gtk_bitset_new_range(0, g_list_model_get_n_items(object))
            gtk_selection_model_set_selection(object, selected, all)
            gtk_bitset_unref(selected)
            gtk_bitset_unref(all)
        }
    }
}

/// How a widget that chooses one item of its model reads and writes its `selected` position
/// and its `model` (`GTK_INVALID_LIST_POSITION` for none): a `SelectionKind` for a widget of a
/// library above GTK, which CombineGTK cannot name.
package struct SelectedPositionAccess: Sendable {
    let selected: @convention(c) (OpaquePointer?) -> guint
    let select: @convention(c) (OpaquePointer?, guint) -> Void
    let setModel: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

    /// The functions of the widget's library, which GTK calls its `get_selected`,
    /// `set_selected` and `set_model`.
    package init(
        selected: @escaping @convention(c) (OpaquePointer?) -> guint,
        select: @escaping @convention(c) (OpaquePointer?, guint) -> Void,
        setModel: @escaping @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    ) {
        self.selected = selected
        self.select = select
        self.setModel = setModel
    }

    /// A `GtkDropDown`'s.
    static let dropDown = SelectedPositionAccess(
        selected: gtk_drop_down_get_selected, select: gtk_drop_down_set_selected, setModel: gtk_drop_down_set_model
    )
}
