import CGtk
import CombineGTK

// A list update: a 10,000-element collection with 1% of its elements changed, inserted or
// removed, applied by `ListStore.update` (which finds the change by diffing the whole
// collection) against a hand-written `g_list_store_splice` of the same change (which knows
// it). One operation is one whole update; operations alternate between the two
// collections, so each applies the same size of change.

/// A row as an app would list it.
struct ListRow: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// The two collections and the change between them, as the raw side applies it.
struct ListChange {
    let count: Int
    let before: [ListRow]
    let after: [ListRow]
    /// `before` → `after` as splices, in the order they are applied (each at its position in
    /// the store as it is by then), and the content changes (new position, new row).
    let forward: [(position: Int, removed: Int, added: [ListRow])]
    let forwardUpdates: [(position: Int, row: ListRow)]
    let backward: [(position: Int, removed: Int, added: [ListRow])]
    let backwardUpdates: [(position: Int, row: ListRow)]

    /// `count / 100` changes, one in each block of 100 positions (never adjacent, so each is
    /// its own run for both sides): a third content changes, a third removals, a third
    /// insertions.
    init(count: Int) {
        self.count = count
        before = (0..<count).map { ListRow(id: $0, title: "Row \($0)") }
        var after: [ListRow] = []
        var forward: [(Int, Int, [ListRow])] = [], backward: [(Int, Int, [ListRow])] = []
        var forwardUpdates: [(Int, ListRow)] = [], backwardUpdates: [(Int, ListRow)] = []
        var seed: UInt64 = 14
        var changes: [Int: Int] = [:] // position in `before` → kind
        for block in 0..<(count / 100) {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            changes[block * 100 + 1 + Int(seed >> 33) % 97] = block % 3
        }
        for (position, row) in before.enumerated() {
            switch changes[position] {
            // Each splice is at its position in the collection being made: `after` going
            // forward, `before` going back.
            case 0?:
                let changed = ListRow(id: row.id, title: row.title + " (edited)")
                forwardUpdates.append((after.count, changed))
                backwardUpdates.append((position, row))
                after.append(changed)
            case 1?:
                forward.append((after.count, 1, []))
                backward.append((position, 0, [row]))
            case 2?:
                let inserted = ListRow(id: count + position, title: "New \(position)")
                forward.append((after.count, 0, [inserted]))
                backward.append((position, 1, []))
                after.append(inserted)
                after.append(row)
            default:
                after.append(row)
            }
        }
        self.after = after
        self.forward = forward
        self.backward = backward
        self.forwardUpdates = forwardUpdates
        self.backwardUpdates = backwardUpdates
    }
}

/// What the raw side's items carry: the row, in a box held as qdata (as `ListStore`'s
/// items do), so that making an item costs both sides the same.
final class RawItem {
    var row: ListRow
    init(_ row: ListRow) { self.row = row }
}

private let rawItemQuark = g_quark_from_string("bench-raw-item")

func rawItem(_ row: ListRow) -> gpointer? {
    let item = g_object_new_with_properties(cgtk_type_object(), 0, nil, nil)!
    g_object_set_qdata_full(item, rawItemQuark, Unmanaged.passRetained(RawItem(row)).toOpaque()) {
        Unmanaged<RawItem>.fromOpaque($0!).release()
    }
    return UnsafeMutableRawPointer(item)
}

func raw(_ store: OpaquePointer, at position: Int) -> RawItem {
    let item = g_list_model_get_item(store, guint(position))!
    defer { g_object_unref(item) }
    return Unmanaged<RawItem>.fromOpaque(g_object_get_qdata(item.assumingMemoryBound(to: GObject.self), rawItemQuark)!).takeUnretainedValue()
}

/// Whether `elements` (read back from the store) are `expected`.
func checkList(_ count: Int, _ elements: (Int) -> ListRow, _ expected: [ListRow]) -> String? {
    guard count == expected.count else { return "the store has \(count) items, expected \(expected.count)" }
    for position in 0..<count where elements(position) != expected[position] {
        return "item \(position) is \(elements(position)), expected \(expected[position])"
    }
    return nil
}

let lists: [Scenario] = {
    let change = ListChange(count: 10_000)
    return [
        Scenario(name: "List update: raw g_list_store_splice of a 1% change (10,000 items)", operationsPerSample: 1) {
            let store = g_list_store_new(cgtk_type_object())!
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
                checkList(Int(g_list_model_get_n_items(store)), { raw(store, at: $0).row }, done % 2 == 1 ? change.after : change.before)
            })
        },
        Scenario(name: "List update: CombineGTK ListStore.update of a 1% change (10,000 elements)", operationsPerSample: 1) {
            let store = MainActor.assumeIsolated { ListStore<ListRow, Int>() }
            MainActor.assumeIsolated { _ = store.update(change.before) }
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
                    // The count as GTK sees it; the elements as the store gives them.
                    let elements = store.elements
                    return checkList(Int(g_list_model_get_n_items(store.opaquePointer)), { elements[$0] },
                                     done % 2 == 1 ? change.after : change.before)
                }
            })
        },
    ]
}()
