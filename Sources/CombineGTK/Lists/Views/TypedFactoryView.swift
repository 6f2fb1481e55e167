@preconcurrency import OpenCombine

/// A GTK view of a typed model's elements whose rows (a grid's items) two closures make:
/// `TypedListView` and `TypedGridView`. Virtualized: GTK makes widgets for the rows in view,
/// and a few more, and recycles them while scrolling, so put the view in a `ScrolledWindow`.
///
/// `setup` makes a row's widgets once, and `bind` binds them to the `ValuePublisher` of the
/// element the row shows, returning the binding. The binding is cancelled when the row is
/// unbound or recycled, so a row never shows another element's updates; a content change of
/// its element reaches the row through the publisher, with no `items-changed`, so
/// selection, focus and scroll position stay.
@MainActor
public protocol TypedFactoryView<Element>: Widget {
    /// The elements the view shows.
    associatedtype Element: Equatable
}

extension TypedFactoryView {
    /// A view of `model`'s elements: a `ListStore`, a filtered or sorted model of one (no
    /// selection), or a typed selection of any of these (`TypedSingleSelection`,
    /// `TypedMultiSelection`), where the user selects rows.
    public init<Model: TypedListModel, Row: ListRow>(
        _ model: Model,
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, ValuePublisher<Element>) -> AnyCancellable
    ) where Model.Element == Element {
        let factory = RowFactory<Element, Row>.make(setup: setup, bind: bind)
        self.init(adopting: TypedViewSupport.newView(Self.self, model: TypedViewSupport.selectionModel(of: model), factory: factory))
        finishNewObject()
    }

    /// `activate`: the user activated a row (double click, Enter, or a single click with
    /// `singleClickActivate`); publishes the row's element, not its position.
    /// - No initial value; finishes when the view is finalized; never fails; main thread.
    public var activatedElementPublisher: SignalPublisher<Element> {
        TypedViewSupport.activatedElements(of: self)
    }
}
