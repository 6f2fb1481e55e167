import CGtk

/// The Swift side of a `TypedFilterListModel`'s `GtkCustomFilter`: the predicate GTK asks
/// about each item, and what it answered for each, so that an element whose content
/// changes (no splice: GTK does not test it again) is refiltered when its answer flips.
///
/// The user data of the filter's function (released by its destroy notify, with the
/// subscription to the criteria). Main thread only.
final class FilterState<Element: Equatable, ID: Hashable>: FilterFunction, ListStoreObserver {
    private let store: ListStoreState<Element, ID>
    /// Nil until the first criterion: every element is shown.
    private var isIncluded: ((Element) -> Bool)?
    /// Per slot (`ListItemBox.slot`), the last answer GTK got for that item.
    private var answers: [Bool] = []
    /// The `GtkCustomFilter` (which holds this state).
    private var filter: UnsafeMutablePointer<GtkFilter>?
    var following: AnyCancellable?

    private init(store: ListStoreState<Element, ID>) {
        self.store = store
    }

    /// Makes the filter's C function call `answer(for:)`, which it cannot call directly
    /// (a C function pointer cannot capture generic parameters).
    override func match(_ item: UnsafeMutableRawPointer) -> Bool { answer(for: item) }

    /// A new `GtkCustomFilter` (the caller's reference) asking a new state.
    static func makeFilter(store: ListStoreState<Element, ID>) -> (filter: UnsafeMutablePointer<GtkFilter>, state: FilterState) {
        let state = FilterState(store: store)
        let filter = gtk_custom_filter_new({ item, data in
            CallbackData.object(data, as: FilterFunction.self).match(item!) ? 1 : 0
        }, CallbackData.retained(state), CallbackData.release)
        state.filter = UnsafeMutablePointer<GtkFilter>(filter)!
        store.addObserver(state)
        return (state.filter!, state)
    }

    private func answer(for item: UnsafeMutableRawPointer) -> Bool {
        guard let box = ListItemBox<Element>.of(item) else { return false }
        let answer = isIncluded?(box.value) ?? true
        if box.slot >= answers.count {
            answers.append(contentsOf: repeatElement(true, count: box.slot - answers.count + 1))
        }
        answers[box.slot] = answer
        return answer
    }

    /// Filters by `isIncluded` from now on, telling GTK how it compares with the last one
    /// (nil: it keeps the same elements).
    func apply(_ isIncluded: @escaping (Element) -> Bool, change: FilterChange?) {
        self.isIncluded = isIncluded
        if let change, let filter { gtk_filter_changed(filter, change.gtkValue) }
    }

    // MARK: ListStoreObserver

    func storeWillSplice() {}

    func storeDidSplice(changed: [Int]) {
        guard let isIncluded, let filter else { return }
        var hidden = false, shown = false
        for position in changed {
            let box = store.boxes[position].takeUnretainedValue()
            guard box.slot < answers.count else { continue }
            let answer = isIncluded(box.value)
            if answer != answers[box.slot] {
                if answer { shown = true } else { hidden = true }
            }
        }
        // Only elements that were shown can hide: more strict; and the other way round.
        switch (hidden, shown) {
        case (true, false): gtk_filter_changed(filter, GTK_FILTER_CHANGE_MORE_STRICT)
        case (false, true): gtk_filter_changed(filter, GTK_FILTER_CHANGE_LESS_STRICT)
        case (true, true): gtk_filter_changed(filter, GTK_FILTER_CHANGE_DIFFERENT)
        case (false, false): break
        }
    }
}

/// The user data of a `GtkCustomFilter`'s function, whatever the element type.
class FilterFunction {
    func match(_ item: UnsafeMutableRawPointer) -> Bool { true }
}
