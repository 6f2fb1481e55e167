import CGtk

/// One element of a `ListStore` as GTK holds it: a plain `GObject` in the `GListStore`,
/// carrying this box as qdata (released by the qdata's destroy notify when the item is
/// finalized). The box is the element's `ValueCell`, so a row bound to it follows content
/// changes while GTK sees the same item: no `items-changed`, selection and focus kept.
///
/// The box does not hold its item (the item holds the box): the store's `GListStore` and
/// GTK's rows do. Main thread only.
@usableFromInline
final class ListItemBox<Element>: ValueCell<Element> {
    /// The item. Valid while it lives, which is while the box is in its store: the store
    /// holds it, and `ListStoreState` keeps its own reference across a move's splices.
    @usableFromInline let item: UnsafeMutablePointer<GObject>
    /// Where its store keeps its position (`ListStoreState.positionsBySlot`).
    @usableFromInline let slot: Int

    /// A new item holding `element`, with the caller's (full) reference.
    @usableFromInline
    init(_ element: Element, slot: Int) {
        // g_object_new is variadic; this is its non-variadic form.
        item = gObject(g_object_new_with_properties(cgtk_type_object(), 0, nil, nil))
        self.slot = slot
        super.init(element)
        listItemKey.attach(self, to: item)
    }

    /// The box of `item`, an item of a `ListStore` of `Element`s; nil for any other object.
    static func of(_ item: UnsafeMutableRawPointer) -> ListItemBox? {
        listItemKey.value(on: gObject(item)) as? ListItemBox
    }
}

/// An item's box, whatever its element type.
private let listItemKey = ObjectDataKey<AnyValueCell>("combinegtk-list-item")
