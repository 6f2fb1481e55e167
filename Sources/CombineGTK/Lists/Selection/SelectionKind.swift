import CGtk

/// Which GTK object holds a typed selection, and how its selected positions are read and
/// written.
enum SelectionKind {
    case single, multiple, dropDown

    /// The signals after which the selection may differ. A selection model does not report
    /// an item it drops from `items-changed` as a selection change.
    var signals: [String] {
        switch self {
        case .single: ["notify::selected"]
        case .multiple: ["selection-changed", "items-changed"]
        case .dropDown: ["notify::selected"]
        }
    }

    /// The selected positions, in order.
    func selectedPositions(of object: OpaquePointer) -> [guint] {
        let position: guint
        switch self {
        case .single: position = gtk_single_selection_get_selected(object)
        case .dropDown: position = gtk_drop_down_get_selected(object)
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
        case .dropDown: gtk_drop_down_set_model(object, model)
        }
    }

    /// Makes `object` select exactly the items at `positions` (a single selection, the first).
    func select(_ positions: [guint], in object: OpaquePointer) {
        let first = positions.first ?? GTK_INVALID_LIST_POSITION
        switch self {
        case .single:
            if gtk_single_selection_get_selected(object) != first { gtk_single_selection_set_selected(object, first) }
        case .dropDown:
            if gtk_drop_down_get_selected(object) != first { gtk_drop_down_set_selected(object, first) }
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
