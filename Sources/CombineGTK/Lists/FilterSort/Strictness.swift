/// How a filter's or sorter's new criterion compares with the last, so that GTK refilters
/// or resorts only what may have changed (`gtk_filter_changed`, `gtk_sorter_changed`).
///
/// `FilterStrictness` and `SorterStrictness` name its two uses. The comparison returns nil
/// when nothing changes (GTK is then not told).
///
/// ```swift
/// // Typing on extends the prefix: only the shown names are tested again.
/// let shown = store.filtered(by: searchText, strictness: .prefix) { text, person in
///     person.name.hasPrefix(text)
/// }
/// ```
public struct Strictness<Criterion, Change> {
    let change: (_ old: Criterion, _ new: Criterion) -> Change?

    /// Compares with `change(old, new)`.
    public init(_ change: @escaping (_ old: Criterion, _ new: Criterion) -> Change?) {
        self.change = change
    }
}

/// How a filter's new criterion compares with the last (see `Strictness`).
public typealias FilterStrictness<Criterion> = Strictness<Criterion, FilterChange>

/// How a sorter's new criterion compares with the last (see `Strictness`).
public typealias SorterStrictness<Criterion> = Strictness<Criterion, SorterChange>

extension Strictness where Change == FilterChange {
    /// Every new criterion may change anything: every element is tested again.
    public static var different: Self { Self { _, _ in .different } }
}

extension Strictness where Change == FilterChange, Criterion == String {
    /// For a filter keeping the elements whose text starts with the criterion: a longer
    /// text starting with the last one is more strict (only the shown elements are tested
    /// again), a shorter one that the last one starts with is less strict (only the hidden
    /// ones), the same text changes nothing.
    public static var prefix: Self {
        Self { old, new in
            if old == new { return nil }
            if new.hasPrefix(old) { return .moreStrict }
            return old.hasPrefix(new) ? .lessStrict : .different
        }
    }

    /// For a filter keeping the elements whose text contains the criterion: a text
    /// containing the last one is more strict, one the last one contains is less strict.
    public static var substring: Self {
        Self { old, new in
            if old == new { return nil }
            if new.contains(old) { return .moreStrict }
            return old.contains(new) ? .lessStrict : .different
        }
    }
}

extension Strictness where Change == SorterChange {
    /// Every new criterion may change any order: everything is sorted again.
    public static var different: Self { Self { _, _ in .different } }
}

extension Strictness where Change == SorterChange, Criterion == Bool {
    /// For a sorter whose criterion says ascending (true) or descending: a flip inverts
    /// the order (GTK reverses it without comparing).
    public static var inverted: Self { Self { old, new in old == new ? nil : .inverted } }
}
