@preconcurrency import OpenCombine
import CGtk

/// A `GListStore` of Swift values, kept equal to the latest collection it is given: what a
/// `TypedListView` shows.
///
/// Each element is an item of the store (a plain `GObject` carrying it). A new collection
/// is matched to the last one by id and applied with the fewest `g_list_store_splice`
/// calls, one per run of removed or inserted ids (a moved id is a removal and an insertion
/// of the same item), so GTK keeps scroll position, selection and focus. An element whose
/// id stays but whose content changed is not spliced: its item's `ValuePublisher` (what a
/// row binds to) sends the new value, and the row updates in place.
///
/// - Ids are `Element.ID` for `Identifiable` elements, or any key path. Elements are
///   `Equatable` so that an unchanged element tells its row nothing.
/// - A collection with an id twice is not applied: an error naming the id and both
///   positions is logged through `Diagnostics`, and the store keeps its last good
///   collection (the next good one is applied against it).
/// - The collection may be any `Collection` of elements: an `Array`, or pointfreeco's
///   `IdentifiedArray`.
/// - The store's Swift state lives with its `GListStore`: a store made to follow a
///   publisher keeps following it for as long as GTK shows it, even when this wrapper is
///   gone. Do not change the `GListStore` through GTK's API.
/// - Main thread only.
public final class ListStore<Element: Equatable, ID: Hashable>: Object {
    private var cachedState: ListStoreState<Element, ID>?

    // The initializers are inlinable so that the update code is compiled for the caller's
    // element type (see `ListStoreState.specialize()`).

    /// An empty store whose elements are identified by `id`.
    @inlinable
    public convenience init(id: KeyPath<Element, ID>) {
        self.init(identify: ListStoreState.identifying(id))
        state.specialize()
    }

    /// An empty store of `Identifiable` elements.
    @inlinable
    public convenience init() where Element: Identifiable, ID == Element.ID {
        self.init(identify: ListStoreState.identifyingByID())
        state.specialize()
    }

    /// A store that follows `elements` for its life (see `bind(to:)`): the subscription
    /// ends when the store is finalized.
    @inlinable
    public convenience init<Elements: Publisher>(_ elements: Elements, id: KeyPath<Element, ID>)
    where Elements.Output: Collection, Elements.Output.Element == Element, Elements.Failure == Never {
        self.init(id: id)
        state.following = elements.bind(to: self)
    }

    /// A store of `Identifiable` elements that follows `elements` for its life.
    @inlinable
    public convenience init<Elements: Publisher>(_ elements: Elements)
    where Element: Identifiable, ID == Element.ID,
          Elements.Output: Collection, Elements.Output.Element == Element, Elements.Failure == Never {
        self.init()
        state.following = elements.bind(to: self)
    }

    @usableFromInline
    convenience init(identify: @escaping (Element) -> ID) {
        self.init(adopting: gObject(g_list_store_new(cgtk_type_object())))
        let state = ListStoreState(store: opaquePointer, identify: identify)
        listStoreKey.attach(state, to: objectPointer)
        cachedState = state
    }

    @usableFromInline
    var state: ListStoreState<Element, ID> {
        if let cachedState { return cachedState }
        guard let state = Self.state(of: objectPointer) else {
            preconditionFailure("CombineGTK: \(typeName) \(objectPointer) is not a ListStore<\(Element.self), \(ID.self)>")
        }
        cachedState = state
        return state
    }

    static func state(of store: UnsafeMutablePointer<GObject>) -> ListStoreState<Element, ID>? {
        listStoreKey.value(on: store) as? ListStoreState<Element, ID>
    }

    // MARK: Contents

    /// Makes the store hold `elements`, in their order. Returns false when the collection
    /// has an id twice (it is not applied; the error is logged). Called from a callback of
    /// an update (an `items-changed` handler, a row's binding), the collection is applied
    /// when that update ends, and true is returned.
    @discardableResult
    public func update<Elements: Collection>(_ elements: Elements) -> Bool where Elements.Element == Element {
        MainThread.check("\(state.description).update(_:)")
        return state.updater(Array(elements))
    }

    /// The elements, in order.
    public var elements: [Element] { state.elements }

    /// The number of elements.
    public var count: Int { state.elements.count }

    /// Where the element with `id` is, or nil.
    public func position(of id: ID) -> Int? {
        state.box(for: id).map { state.position(of: $0) }
    }

    /// The element with `id`, then its changes, until it leaves the store; nil when there is
    /// no such id now. See `ValuePublisher`. (Not `publisher(for:)`: every `Object` has that
    /// one, for signals.)
    public func elementPublisher(for id: ID) -> ValuePublisher<Element>? {
        state.box(for: id).map { ValuePublisher($0) }
    }

    /// `items-changed`: each splice, as GTK sees it.
    /// - No initial value; finishes when the store is finalized; never fails; main thread,
    ///   during the splice.
    public var itemsChangedPublisher: SignalPublisher<ItemsChange> {
        signalPublisher("items-changed") { emission in
            ItemsChange(position: Int(emission.value(0, as: UInt32.self)),
                        removed: Int(emission.value(1, as: UInt32.self)),
                        added: Int(emission.value(2, as: UInt32.self)))
        }
    }

    /// Applies each collection, on the main context (values from other threads hop there).
    /// Holds the store weakly. See `update(_:)`.
    func binder<Elements: Collection>(for type: Elements.Type) -> Binder<Elements> where Elements.Element == Element {
        objectBinder { store, elements in
            // objectBinder applies on the main thread.
            nonisolated(unsafe) let elements = elements
            MainActor.assumeIsolated {
                _ = Self.state(of: gObject(store))?.updater(Array(elements))
            }
        }
    }
}

extension Publisher where Output: Collection, Failure == Never {
    /// Makes `store` hold each collection (see `ListStore.update(_:)`), until the returned
    /// cancellable is cancelled or released. Requests unlimited demand; holds the store
    /// weakly; collections from other threads are applied on the main context, in order.
    @MainActor
    public func bind<ID>(to store: ListStore<Output.Element, ID>) -> AnyCancellable {
        bind(to: store.binder(for: Output.self))
    }
}

/// A store's `ListStoreState`, whatever its element type.
private let listStoreKey = ObjectDataKey<AnyObject>("combinegtk-list-store")
