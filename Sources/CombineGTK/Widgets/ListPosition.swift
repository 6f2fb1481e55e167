import CGtk

/// A position in a GTK list model as Swift says it: GTK's `guint` positions (an `Int` in the
/// generated API, as every C integer) use `GTK_INVALID_LIST_POSITION` (`G_MAXUINT`) for
/// "none", Swift an `Int?` that is nil.
enum ListPosition {
    /// `GTK_INVALID_LIST_POSITION`, as the generated API's `Int`.
    static let invalid = Int(GTK_INVALID_LIST_POSITION)

    /// The index at GTK's `position`, nil for `GTK_INVALID_LIST_POSITION`.
    static func index(_ position: Int) -> Int? {
        position == invalid ? nil : position
    }

    /// GTK's position for `index`: `GTK_INVALID_LIST_POSITION` for nil. `what` names the
    /// API for the message a negative index (or one too large for a `guint`) stops the
    /// program with.
    static func position(_ index: Int?, for what: @autoclosure () -> String) -> Int {
        guard let index else { return invalid }
        guard index >= 0, index < invalid else {
            preconditionFailure("CombineGTK: \(what()) is an index from 0, or nil for none; got \(index)")
        }
        return index
    }
}
