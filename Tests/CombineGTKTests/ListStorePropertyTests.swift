import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
import PropertyBased
@testable import CombineGTK

/// `ListStore.update` on random sequences of collections (inserts, removes, moves,
/// shuffles, content updates, duplicate ids), checked after every step:
///
/// - the `GListModel` holds exactly the collection (elements read back through the items);
/// - kept ids keep their item, and the splices removed and inserted exactly the removed,
///   inserted and (minimally) moved ids: a content update caused no `items-changed`;
/// - `items-changed` was emitted at most once per contiguous changed run (the runs of a
///   minimal edit script, Swift's `difference(from:)`);
/// - each element's publisher sent the new content once, nothing when unchanged, and
///   finished when the id left;
/// - a collection with an id twice is rejected with an error naming the id, and changes
///   nothing.
///
/// No display needed (`GListStore` is GIO). `COMBINEGTK_LIST_SEQUENCES` (default 300) and
/// `COMBINEGTK_STRESS_SEED`, as for the contract test.
final class ListStorePropertyTests: MainActorTestCase {
    func testRandomSequencesOfCollections() throws {
        var (count, rng) = try RandomSequences.setUp(count: "COMBINEGTK_LIST_SEQUENCES", default: 300)
        print("list-pbt: seed \(rng.currentSeed), \(count) sequences")
        onMain {
            var totals = ListTotals()
            for number in 0..<count {
                let seed = rng.currentSeed
                let steps = ListGen.sequence.run(using: &rng)
                if let failure = ListRun.run(steps, totals: &totals) {
                    let listing = steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
                    XCTFail("""
                        sequence \(number + 1) of \(count): \(failure)
                        seed \(seed) (rerun with COMBINEGTK_STRESS_SEED=\(seed) COMBINEGTK_LIST_SEQUENCES=1)
                        \(listing)
                        """)
                    return
                }
            }
            // Every step was checked: at most one items-changed per run, and no content
            // update spliced.
            print(String(format: "list-pbt: %d steps (%d rejected duplicates, %d with moves): %d items-changed (%.2f per step) "
                + "for %d contiguous changed runs (%.2f per step; %.3f items-changed per run); %d content updates, none spliced",
                         totals.steps, totals.rejected, totals.withMoves, totals.emissions, Double(totals.emissions) / Double(totals.steps),
                         totals.runs, Double(totals.runs) / Double(totals.steps),
                         totals.runs == 0 ? 0 : Double(totals.emissions) / Double(totals.runs), totals.contentUpdates))
        }
    }
}

struct ListTotals {
    var steps = 0
    var rejected = 0
    var withMoves = 0
    var emissions = 0
    var runs = 0
    var contentUpdates = 0
}

/// One sequence against a new store.
@MainActor
final class ListRun {
    let store = ListStore<Row, Int>()
    private var changes: [ItemsChange] = []
    private var subscription: AnyCancellable?
    /// Per id: a subscriber to its element's publisher, and its item.
    private var followers: [Int: TestSubscriber<Row, Never>] = [:]
    private var items: [Int: UnsafeMutableRawPointer] = [:]

    init() {
        subscription = store.itemsChangedPublisher.sink { [weak self] in self?.changes.append($0) }
    }

    static func run(_ steps: [[Edit]], totals: inout ListTotals) -> String? {
        let run = ListRun()
        defer { run.followers.values.forEach { $0.cancel() } }
        var model = ListModel()
        for (index, edits) in steps.enumerated() {
            var next = model
            edits.forEach { next.apply($0) }
            if let failure = run.step(from: model.rows, to: next, totals: &totals) {
                return "step \(index + 1) (\(edits)): \(failure)"
            }
            if !next.hasDuplicateIDs { model = next }
        }
        return nil
    }

    private func step(from old: [Row], to next: ListModel, totals: inout ListTotals) -> String? {
        let new = next.rows
        totals.steps += 1
        changes = []
        LogCapture.start()
        let accepted = store.update(new)
        if next.hasDuplicateIDs {
            totals.rejected += 1
            let twice = Dictionary(grouping: new.map(\.id), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            if accepted { return "a collection with the ids \(twice) twice was accepted" }
            if !changes.isEmpty { return "a rejected collection emitted items-changed \(changes)" }
            guard LogCapture.messages.contains(where: { message in twice.contains { message.contains("the id \($0) twice") } }) else {
                return "no error naming a duplicate id of \(twice): \(LogCapture.messages)"
            }
            return contents(are: old)
        }
        if !accepted { return "the collection was rejected: \(LogCapture.messages)" }
        if let wrong = contents(are: new) { return wrong }
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let runs = ListArithmetic.contiguousRuns(from: oldIDs, to: newIDs)
        totals.emissions += changes.count
        totals.runs += runs
        if changes.count > runs {
            return "\(changes.count) items-changed for \(runs) contiguous changed runs: \(changes)"
        }
        let moves = ListArithmetic.minimalMoves(from: oldIDs, to: newIDs)
        if moves > 0 { totals.withMoves += 1 }
        let removedIDs = Set(oldIDs).subtracting(newIDs).count
        let insertedIDs = Set(newIDs).subtracting(oldIDs).count
        let removed = changes.reduce(0) { $0 + $1.removed }
        let added = changes.reduce(0) { $0 + $1.added }
        if removed != removedIDs + moves || added != insertedIDs + moves {
            return "splices removed \(removed) and added \(added) items; \(removedIDs) ids left, \(insertedIDs) came, \(moves) moved"
        }
        return publishersFollowed(from: old, to: new, totals: &totals)
    }

    /// Whether the GListModel (read through its items) and `elements` are `expected`.
    private func contents(are expected: [Row]) -> String? {
        let model = store.opaquePointer
        let count = Int(g_list_model_get_n_items(model))
        var shown: [Row] = []
        for position in 0..<count {
            let item = g_list_model_get_item(model, guint(position))!
            defer { g_object_unref(item) }
            guard let box = ListItemBox<Row>.of(item) else { return "item \(position) carries no element" }
            shown.append(box.value)
        }
        if shown != expected { return "the GListModel holds \(shown), expected \(expected)" }
        if store.elements != expected { return "elements are \(store.elements), expected \(expected)" }
        return nil
    }

    /// Kept ids keep their item; each element's publisher got the new content once (or
    /// nothing), removed ids' publishers finished; new ids get a follower.
    private func publishersFollowed(from old: [Row], to new: [Row], totals: inout ListTotals) -> String? {
        let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
        for (id, follower) in followers {
            guard let row = newByID[id] else {
                if !follower.isFinished { return "the publisher of removed id \(id) finished \(follower.completions.count) times" }
                followers[id] = nil
                items[id] = nil
                continue
            }
            let changed = row != oldByID[id]
            if changed { totals.contentUpdates += 1 }
            if follower.values.last != row || follower.values.count != (changed ? 2 : 1) {
                return "the publisher of id \(id) sent \(follower.values), now \(row)"
            }
            if changed { replaceFollower(of: id) }
        }
        for position in 0..<new.count {
            let id = new[position].id
            let item = g_list_model_get_item(store.opaquePointer, guint(position))!
            g_object_unref(item)
            if let known = items[id], known != item { return "id \(id) has a new item, though it stayed" }
            items[id] = item
            if followers[id] == nil { replaceFollower(of: id) }
        }
        return nil
    }

    /// A fresh follower of `id` (so each step counts from one value).
    private func replaceFollower(of id: Int) {
        followers[id]?.cancel()
        let follower = TestSubscriber<Row, Never>()
        store.elementPublisher(for: id)!.subscribe(follower)
        followers[id] = follower
    }
}
