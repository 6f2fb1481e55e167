@preconcurrency import OpenCombine
import CGtk

/// A `GtkSortListModel` of a `ListStore`'s elements, typed: it shows the elements of the
/// model under it in the order its latest comparison gives (equal elements keep their
/// order). Made by `sorted(by:)` on a store (or on a filtered model); a `TypedListView` or
/// a typed selection takes it like a store, and still knows each row's element and id.
///
/// - Until the criteria publisher's first value, the order is the model's.
/// - Each new criterion is applied with `gtk_sorter_changed`, telling GTK how it compares
///   with the last one (`SorterStrictness`).
/// - An element whose content changes (same id) is placed again, though GTK sees no
///   splice.
/// - It follows its criteria for as long as GTK holds it. Main thread only; criteria sent
///   from other threads are applied on the main context, in order.
public final class TypedSortListModel<Element: Equatable, ID: Hashable>: SortListModel, TypedListModel {
    /// Sorts `model` by comparisons a publisher gives (see `sorted(by:strictness:areInIncreasingOrder:)`).
    convenience init<Model: TypedListModel, Criteria: Publisher>(
        _ model: Model, criteria: Criteria, strictness: SorterStrictness<Criteria.Output>,
        areInIncreasingOrder: @escaping (Criteria.Output, Element, Element) -> Bool
    ) where Model.Element == Element, Model.ID == ID, Criteria.Failure == Never {
        let (sorter, state) = SortState<Element, ID>.makeSorter(store: model.storeState)
        // gtk_sort_list_model_new takes over both references.
        self.init(adopting: gObject(gtk_sort_list_model_new(model.retainedCPointer(), sorter)))
        state.following = CriteriaFollower.follow(criteria, strictness: strictness, first: .different) { [weak state] criterion, change in
            state?.apply({ areInIncreasingOrder(criterion, $0, $1) }, change: change)
        }
    }
}

extension TypedListModel {
    /// This model's elements in the order the latest criterion gives:
    /// `areInIncreasingOrder(criterion, a, b)`. `strictness` compares each new criterion
    /// with the last (`.inverted` for an ascending flag; `.different`, the default, sorts
    /// again). See `TypedSortListModel`.
    ///
    /// ```swift
    /// let sorted = store.sorted(by: model.$ascending, strictness: .inverted) { ascending, a, b in
    ///     ascending ? a.name < b.name : a.name > b.name
    /// }
    /// ```
    public func sorted<Criteria: Publisher>(
        by criteria: Criteria, strictness: SorterStrictness<Criteria.Output> = .different,
        areInIncreasingOrder: @escaping (Criteria.Output, Element, Element) -> Bool
    ) -> TypedSortListModel<Element, ID> where Criteria.Failure == Never {
        TypedSortListModel(self, criteria: criteria, strictness: strictness, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// This model's elements in the order the latest comparison gives; every new one sorts
    /// again (`SorterChange.different`). See `TypedSortListModel`.
    public func sorted<Comparisons: Publisher>(by comparisons: Comparisons) -> TypedSortListModel<Element, ID>
    where Comparisons.Output == (Element, Element) -> Bool, Comparisons.Failure == Never {
        sorted(by: comparisons, strictness: .different) { areInIncreasingOrder, a, b in areInIncreasingOrder(a, b) }
    }
}
