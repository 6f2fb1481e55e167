/// What a typed selection's selected ids are: `ID?` for a `TypedSingleSelection` or a
/// drop-down, `Set<ID>` for a `TypedMultiSelection`.
protocol SelectedIDs<ID>: Equatable {
    associatedtype ID: Hashable
    /// The selection of `ids`, given in the view's order (a single selection keeps the first).
    init(selecting ids: [ID])
    var ids: [ID] { get }
}

extension Optional: SelectedIDs where Wrapped: Hashable {
    init(selecting ids: [Wrapped]) { self = ids.first }

    var ids: [Wrapped] { map { [$0] } ?? [] }
}

extension Set: SelectedIDs {
    init(selecting ids: [Element]) { self.init(ids) }

    var ids: [Element] { Array(self) }
}
