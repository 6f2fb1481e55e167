import CGtk
import CombineGTK
import OpenCombine

// A 100,000-element `TypedListView`: its store filled from empty, and a 1% change applied
// (1,000 changes, found by `ListStore.update`'s diff), against the same view built in C
// calls (a `GtkListView` of a `GtkNoSelection` of a `GListStore`, rows from a
// `GtkSignalListItemFactory`) filled and changed with `g_list_store_splice` of plain GObjects
// (each carrying its row in qdata, as `ListStore`'s items do; the change's splices written
// knowing the change). The views are not in a window: GTK tracks the model's changes, but
// makes no rows.

private let bigCount = 100_000

/// The raw rows: a label, its text set from the item's row.
private let rawSetup: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, listItem, _ in
    gtk_list_item_set_child(OpaquePointer(listItem), gtk_label_new(nil))
}

private let rawBind: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, listItem, _ in
    let item = gtk_list_item_get_item(OpaquePointer(listItem))!
    let row = Unmanaged<RawItem>.fromOpaque(g_object_get_qdata(item.assumingMemoryBound(to: GObject.self), g_quark_from_string("bench-raw-item"))!).takeUnretainedValue().row
    gtk_label_set_text(OpaquePointer(gtk_list_item_get_child(OpaquePointer(listItem))), row.title)
}

/// A `GtkListView` showing `store` (a reference of its own), as `TypedListView` makes one.
private func rawListView(_ store: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
    let factory = gtk_signal_list_item_factory_new()!
    g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(rawSetup, to: GCallback.self), nil, nil, G_CONNECT_DEFAULT)
    g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(rawBind, to: GCallback.self), nil, nil, G_CONNECT_DEFAULT)
    g_object_ref(UnsafeMutableRawPointer(store))
    let view = gtk_list_view_new(gtk_no_selection_new(store), factory)!
    g_object_ref_sink(UnsafeMutableRawPointer(view))
    return view
}

@MainActor
private func typedListView(_ store: ListStore<ListRow, Int>) -> TypedListView<ListRow> {
    TypedListView(store) { () -> Label in Label() } bind: { label, row in
        row.map(\.title).bind(to: label.textBinder)
    }
}

/// How many items a fill left before it was cleared.
private final class Filled {
    var count = 0
}

let bigLists: [Scenario] = {
    let rows = (0..<bigCount).map { ListRow(id: $0, title: "Row \($0)") }
    let change = ListChange(count: bigCount)
    return [
        // One operation: the empty store filled, then emptied again for the next.
        Scenario(name: "List view fill (100,000, then cleared): raw g_list_store_splice of new GObjects", operationsPerSample: 1) {
            let store = g_list_store_new(cgtk_type_object())!
            let view = rawListView(store)
            let filled = Filled()
            return ScenarioRun(run: { iterations in
                for _ in iterations {
                    var items = rows.map(rawItem)
                    g_list_store_splice(store, 0, 0, &items, guint(items.count))
                    items.forEach { g_object_unref($0) }
                    filled.count = Int(g_list_model_get_n_items(store))
                    g_list_store_remove_all(store)
                }
            }, check: { _ in
                withExtendedLifetime(view) {
                    filled.count == bigCount ? nil : "the store had \(filled.count) items"
                }
            })
        },
        Scenario(name: "List view fill (100,000, then cleared): CombineGTK TypedListView, ListStore.update", operationsPerSample: 1) {
            let (store, view) = MainActor.assumeIsolated {
                let store = ListStore<ListRow, Int>()
                return MadeOnMain((store, typedListView(store)))
            }.value
            let filled = Filled()
            return ScenarioRun(run: { iterations in
                MainActor.assumeIsolated {
                    for _ in iterations {
                        store.update(rows)
                        filled.count = Int(g_list_model_get_n_items(store.opaquePointer))
                        store.update([])
                    }
                }
            }, check: { _ in
                withExtendedLifetime(view) {
                    filled.count == bigCount ? nil : "the store had \(filled.count) items"
                }
            })
        },
        Scenario(name: "List view change (1% of 100,000): raw g_list_store_splice of the change", operationsPerSample: 1) {
            let store = g_list_store_new(cgtk_type_object())!
            let view = rawListView(store)
            var items = change.before.map(rawItem)
            g_list_store_splice(store, 0, 0, &items, guint(items.count))
            items.forEach { g_object_unref($0) }
            var forward = true
            var done = 0
            return ScenarioRun(run: { iterations in
                for _ in iterations {
                    for splice in forward ? change.forward : change.backward {
                        var added = splice.added.map(rawItem)
                        g_list_store_splice(store, guint(splice.position), guint(splice.removed), &added, guint(added.count))
                        added.forEach { g_object_unref($0) }
                    }
                    for update in forward ? change.forwardUpdates : change.backwardUpdates {
                        raw(store, at: update.position).row = update.row
                    }
                    forward.toggle()
                    done += 1
                }
            }, check: { _ in
                withExtendedLifetime(view) {
                    checkList(Int(g_list_model_get_n_items(store)), { raw(store, at: $0).row }, done % 2 == 1 ? change.after : change.before)
                }
            })
        },
        Scenario(name: "List view change (1% of 100,000): CombineGTK TypedListView, ListStore.update", operationsPerSample: 1) {
            let (store, view) = MainActor.assumeIsolated {
                let store = ListStore<ListRow, Int>()
                store.update(change.before)
                return MadeOnMain((store, typedListView(store)))
            }.value
            var forward = true
            var done = 0
            return ScenarioRun(run: { iterations in
                MainActor.assumeIsolated {
                    for _ in iterations {
                        store.update(forward ? change.after : change.before)
                        forward.toggle()
                        done += 1
                    }
                }
            }, check: { _ in
                MainActor.assumeIsolated {
                    withExtendedLifetime(view) {
                        let elements = store.elements
                        return checkList(Int(g_list_model_get_n_items(store.opaquePointer)), { elements[$0] },
                                         done % 2 == 1 ? change.after : change.before)
                    }
                }
            })
        },
    ]
}()
