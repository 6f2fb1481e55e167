import PropertyBased

// The steps of the property-based ListStore test and the arithmetic it checks against.
// The system under test is in ListStorePropertyTests.swift.

struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var text: String

    var description: String { "\(id):\(text)" }
}

/// One change to a collection. Positions are taken modulo the collection's size when applied.
enum Edit: Hashable, CustomStringConvertible {
    case insert(at: Int, count: Int)
    case remove(at: Int, count: Int)
    case move(from: Int, to: Int)
    /// New content, same id.
    case update(at: Int)
    /// Many moves at once.
    case shuffle(seed: Int)
    /// A second element with the id of an existing one: the collection must be rejected.
    case duplicate(from: Int, to: Int)

    var description: String {
        switch self {
        case let .insert(at, count): "insert \(count) at \(at)"
        case let .remove(at, count): "remove \(count) at \(at)"
        case let .move(from, to): "move \(from) to \(to)"
        case let .update(at): "update \(at)"
        case let .shuffle(seed): "shuffle(\(seed))"
        case let .duplicate(from, to): "duplicate \(from) at \(to)"
        }
    }
}

/// The collection the store should hold, changed by edits.
struct ListModel {
    var rows: [Row] = []
    private var nextID = 0
    private var version = 0

    mutating func apply(_ edit: Edit) {
        version += 1
        switch edit {
        case let .insert(at, count):
            let position = at % (rows.count + 1)
            let new = (0..<count).map { offset in Row(id: nextID + offset, text: "new \(nextID + offset)") }
            nextID += count
            rows.insert(contentsOf: new, at: position)
        case let .remove(at, count):
            guard !rows.isEmpty else { return }
            let position = at % rows.count
            rows.removeSubrange(position..<min(rows.count, position + count))
        case let .move(from, to):
            guard !rows.isEmpty else { return }
            let row = rows.remove(at: from % rows.count)
            rows.insert(row, at: to % (rows.count + 1))
        case let .update(at):
            guard !rows.isEmpty else { return }
            rows[at % rows.count].text = "v\(version)"
        case let .shuffle(seed):
            var generator = Xoshiro(seed: (UInt64(seed), 1, 2, 3))
            rows.shuffle(using: &generator)
        case let .duplicate(from, to):
            guard !rows.isEmpty else { return }
            var copy = rows[from % rows.count]
            copy.text = "copy"
            rows.insert(copy, at: to % (rows.count + 1))
        }
    }

    var hasDuplicateIDs: Bool { Set(rows.map(\.id)).count != rows.count }
}

enum ListGen {
    static let position = Gen.int(in: 0...1_000)

    static let edit = Gen<Edit>.frequency(
        (3, zip(position, Gen.int(in: 1...4)).map { Edit.insert(at: $0.0, count: $0.1) }),
        (3, zip(position, Gen.int(in: 1...3)).map { Edit.remove(at: $0.0, count: $0.1) }),
        (2, zip(position, position).map { Edit.move(from: $0.0, to: $0.1) }),
        (4, position.map { Edit.update(at: $0) }),
        (0.3, position.map { Edit.shuffle(seed: $0) }),
        (0.3, zip(position, position).map { Edit.duplicate(from: $0.0, to: $0.1) })
    )

    /// One new collection: 0…5 edits of the last one (0: the same collection again).
    static let step = edit.array(of: 0...5)

    static let sequence = step.array(of: 1...30)
}

enum ListArithmetic {
    /// The splices a minimal edit script needs: Swift's `difference(from:)` (Myers) between
    /// the id lists, with its removals and insertions grouped into runs between the ids it
    /// keeps, each run one splice.
    static func contiguousRuns(from old: [Int], to new: [Int]) -> Int {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var runs = 0
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, newIndex < new.count, !removed.contains(oldIndex), !inserted.contains(newIndex) {
                oldIndex += 1
                newIndex += 1
                continue
            }
            runs += 1
            while oldIndex < old.count, removed.contains(oldIndex) { oldIndex += 1 }
            while newIndex < new.count, inserted.contains(newIndex) { newIndex += 1 }
        }
        return runs
    }

    /// Kept ids that must move: those outside a longest run of kept ids in the same order.
    static func minimalMoves(from old: [Int], to new: [Int]) -> Int {
        let oldPositions = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let kept = new.compactMap { oldPositions[$0] }
        // O(n²) longest increasing subsequence: independent of the store's own.
        var longest = [Int](repeating: 1, count: kept.count)
        for index in kept.indices {
            for earlier in 0..<index where kept[earlier] < kept[index] {
                longest[index] = max(longest[index], longest[earlier] + 1)
            }
        }
        return kept.count - (longest.max() ?? 0)
    }
}
