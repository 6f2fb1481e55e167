@preconcurrency import OpenCombine

/// What a `TypedFilterListModel` or `TypedSortListModel` does with its criteria: each new
/// criterion is compared with the last by the strictness, then handed on with that change
/// (nil: nothing changed); the first criterion comes with `first`. On the main context:
/// criteria sent from other threads hop there, in order.
final class CriteriaFollower<Criterion, Change> {
    private var last: Criterion?
    private let strictness: Strictness<Criterion, Change>
    private let first: Change
    private let apply: (Criterion, Change?) -> Void

    private init(strictness: Strictness<Criterion, Change>, first: Change, apply: @escaping (Criterion, Change?) -> Void) {
        self.strictness = strictness
        self.first = first
        self.apply = apply
    }

    /// Follows `criteria` until the returned cancellable is cancelled or released.
    static func follow<P: Publisher>(
        _ criteria: P, strictness: Strictness<Criterion, Change>, first: Change,
        apply: @escaping (Criterion, Change?) -> Void
    ) -> AnyCancellable where P.Output == Criterion, P.Failure == Never {
        let follower = CriteriaFollower(strictness: strictness, first: first, apply: apply)
        return criteria.sink { criterion in
            // The sink's closure owns the follower: it lives as long as the subscription.
            nonisolated(unsafe) let criterion = criterion
            MainContext.invoke { follower.receive(criterion) }
        }
    }

    private func receive(_ criterion: Criterion) {
        let change = last.map { strictness.change($0, criterion) } ?? first
        last = criterion
        apply(criterion, change)
    }
}
