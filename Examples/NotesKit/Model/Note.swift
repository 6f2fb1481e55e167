import Foundation

/// One note: a text whose first line is its title.
public struct Note: Equatable, Identifiable, Sendable {
    /// Stable within its notebook: the note's file name without `.txt`.
    public let id: String
    /// The whole text, title line included.
    public var body: String
    public let created: Date
    public var modified: Date

    public init(id: String, body: String, created: Date, modified: Date) {
        self.id = id
        self.body = body
        self.created = created
        self.modified = modified
    }

    /// The first line of the body, without surrounding white space; empty for an empty note
    /// (the window shows its own placeholder for that).
    public var title: String {
        let firstLine = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return firstLine.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `searchText` (trimmed; empty matches everything) occurs in the title or the
    /// body, ignoring case and accents.
    public func matches(_ searchText: String) -> Bool {
        let needle = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return true }
        return body.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}

extension Sequence where Element == Note {
    /// The notes that match `searchText`, in `order`: what the note list shows.
    public func filtered(by searchText: String, sortedBy order: SortOrder) -> [Note] {
        filter { $0.matches(searchText) }.sorted(by: order)
    }

    /// The notes in `order`; ties broken by id so the order is stable.
    public func sorted(by order: SortOrder) -> [Note] {
        sorted { a, b in
            switch order {
            case .modified where a.modified != b.modified: return a.modified > b.modified
            case .created where a.created != b.created: return a.created > b.created
            case .title:
                let comparison = a.title.localizedStandardCompare(b.title)
                if comparison != .orderedSame { return comparison == .orderedAscending }
            default: break
            }
            return a.id < b.id
        }
    }
}
