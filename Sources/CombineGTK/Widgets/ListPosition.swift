import CGtk

/// A position in a GTK list model as Swift says it: GTK's `guint` positions use
/// `GTK_INVALID_LIST_POSITION` (`G_MAXUINT`) for "none", Swift an `Int?` that is nil.
enum ListPosition {
    /// The index at GTK's `position`, nil for `GTK_INVALID_LIST_POSITION`.
    static func index(_ position: guint) -> Int? {
        position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    /// GTK's position for `index`: `GTK_INVALID_LIST_POSITION` for nil. `what` names the
    /// API for the message a negative index stops the program with.
    static func position(_ index: Int?, for what: @autoclosure () -> String) -> guint {
        guard let index else { return GTK_INVALID_LIST_POSITION }
        guard let position = guint(exactly: index), position != GTK_INVALID_LIST_POSITION else {
            preconditionFailure("CombineGTK: \(what()) is an index from 0, or nil for none; got \(index)")
        }
        return position
    }
}
