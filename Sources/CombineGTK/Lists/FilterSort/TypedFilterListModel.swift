@preconcurrency import OpenCombine
import CGtk

/// A `GtkFilterListModel` of a `ListStore`'s elements, typed: it shows the elements its
/// latest predicate keeps, in the order of the model under it. Made by `filtered(by:)`
/// on a store (or on a sorted model); a `TypedListView` or a typed selection takes it like
/// a store, and still knows each row's element and id.
///
/// - Until the criteria publisher's first value, every element is shown.
/// - Each new criterion is applied with `gtk_filter_changed`, telling GTK how it compares
///   with the last one (`FilterStrictness`), so a more strict filter tests only the shown
///   elements again, a less strict one only the hidden ones.
/// - An element whose content changes (same id) is tested again when its answer flips,
///   though GTK sees no splice.
/// - It follows its criteria for as long as GTK holds it. Main thread only; criteria sent
///   from other threads are applied on the main context, in order.
public final class TypedFilterListModel<Element: Equatable, ID: Hashable>: FilterListModel, TypedListModel {
    /// Filters `model` by predicates a publisher gives (see `filtered(by:strictness:isIncluded:)`).
    convenience init<Model: TypedListModel, Criteria: Publisher>(
        _ model: Model, criteria: Criteria, strictness: FilterStrictness<Criteria.Output>,
        isIncluded: @escaping (Criteria.Output, Element) -> Bool
    ) where Model.Element == Element, Model.ID == ID, Criteria.Failure == Never {
        let (filter, state) = FilterState<Element, ID>.makeFilter(store: model.storeState)
        // gtk_filter_list_model_new takes over both references.
        self.init(adopting: gObject(gtk_filter_list_model_new(model.retainedCPointer(), filter)))
        // Before the first criterion everything was shown: the first is more strict.
        state.following = CriteriaFollower.follow(criteria, strictness: strictness, first: .moreStrict) { [weak state] criterion, change in
            state?.apply({ isIncluded(criterion, $0) }, change: change)
        }
    }
}

extension TypedListModel {
    /// This model's elements that the latest criterion keeps: `isIncluded(criterion,
    /// element)`. `strictness` compares each new criterion with the last, so GTK tests
    /// again only what may change (`.prefix` for a search by prefix; `.different`, the
    /// default, tests everything). See `TypedFilterListModel`.
    ///
    /// ```swift
    /// let shown = store.filtered(by: model.$prefix, strictness: .prefix) { prefix, person in
    ///     person.surname.hasPrefix(prefix)
    /// }
    /// ```
    public func filtered<Criteria: Publisher>(
        by criteria: Criteria, strictness: FilterStrictness<Criteria.Output> = .different,
        isIncluded: @escaping (Criteria.Output, Element) -> Bool
    ) -> TypedFilterListModel<Element, ID> where Criteria.Failure == Never {
        TypedFilterListModel(self, criteria: criteria, strictness: strictness, isIncluded: isIncluded)
    }

    /// This model's elements that the latest predicate keeps; every new predicate tests
    /// every element again (`FilterChange.different`). See `TypedFilterListModel`.
    public func filtered<Predicates: Publisher>(by predicates: Predicates) -> TypedFilterListModel<Element, ID>
    where Predicates.Output == (Element) -> Bool, Predicates.Failure == Never {
        filtered(by: predicates, strictness: .different) { isIncluded, element in isIncluded(element) }
    }
}
