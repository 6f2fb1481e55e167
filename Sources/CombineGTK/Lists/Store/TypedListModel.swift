import CGtk

/// A `GListModel` whose items are a `ListStore`'s elements: the store itself, a
/// `TypedFilterListModel` or `TypedSortListModel` over it, or a typed selection of one of
/// these. Views and selections take any of them and still know each item's element and id.
///
/// Main thread only.
public protocol TypedListModel<Element, ID>: Object {
    /// The store's elements, which the model's items hold.
    associatedtype Element: Equatable
    /// What tells the store's elements apart (the store's id key path gives it).
    associatedtype ID: Hashable
}

extension ListStore: TypedListModel {}

extension TypedListModel {
    /// The state of the store under this model, found through the models GTK stacks on it.
    var storeState: ListStoreState<Element, ID> {
        var model = objectPointer
        while true {
            if let state = ListStore<Element, ID>.state(of: model) { return state }
            guard let next = Self.underlyingModel(of: model) else {
                preconditionFailure("CombineGTK: \(typeName) \(objectPointer) is not a model of a ListStore<\(Element.self), \(ID.self)>")
            }
            model = next
        }
    }

    /// The model a filter, sort or selection model shows, or nil for any other object.
    private static func underlyingModel(of model: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GObject>? {
        let type = cgtk_object_type(model)
        let object = OpaquePointer(model)
        let next: OpaquePointer?
        if g_type_is_a(type, gtk_filter_list_model_get_type()) != 0 {
            next = gtk_filter_list_model_get_model(object)
        } else if g_type_is_a(type, gtk_sort_list_model_get_type()) != 0 {
            next = gtk_sort_list_model_get_model(object)
        } else if g_type_is_a(type, gtk_single_selection_get_type()) != 0 {
            next = gtk_single_selection_get_model(object)
        } else if g_type_is_a(type, gtk_multi_selection_get_type()) != 0 {
            next = gtk_multi_selection_get_model(object)
        } else if g_type_is_a(type, gtk_no_selection_get_type()) != 0 {
            next = gtk_no_selection_get_model(object)
        } else {
            next = nil
        }
        return next.map(gObject)
    }
}
