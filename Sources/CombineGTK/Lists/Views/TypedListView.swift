/// A `GtkListView` of a `ListStore`'s elements, typed, its rows made by two closures (see
/// `TypedFactoryView`: `init(_:setup:bind:)`, `activatedElementPublisher`). Put it in a
/// `ScrolledWindow`.
///
/// ```swift
/// let view = TypedListView(store) { Label() } bind: { label, person in
///     person.map(\.name).bind(to: label.textBinder)
/// }
/// ```
///
/// It is a `ListView` (GTK's properties and signals are there, `activatePublisher` with
/// positions among them); `activatedElementPublisher` gives elements instead.
public final class TypedListView<Element: Equatable>: ListView, TypedFactoryView {}
