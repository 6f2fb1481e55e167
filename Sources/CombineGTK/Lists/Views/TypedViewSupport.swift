@preconcurrency import OpenCombine
import CGtk

/// What `TypedListView`, `TypedGridView` and `TypedColumnView` share in making a GTK view of
/// a typed model: the selection model the view shows, and an activation read as the element
/// at the activated position. (It was named `TypedViewModel`; it holds no state.)
enum TypedViewSupport {
    /// A new view of class `viewClass` (a `GtkListView` or `GtkGridView`: both have a `model`
    /// and a `factory`) showing `model` with `factory`, taking over both references: for its
    /// `init(adopting:)`, then `finishNewObject()` (`Object.newObject`).
    @MainActor
    static func newView(_ viewClass: Widget.Type, model: OpaquePointer, factory: OpaquePointer) -> UnsafeMutablePointer<GObject> {
        var values = [GValue(), GValue()]
        for (index, object) in [model, factory].enumerated() {
            // Each value is of its object's own type, which GLib accepts for the property's.
            g_value_init(&values[index], cgtk_object_type(UnsafeMutableRawPointer(object)))
            g_value_take_object(&values[index], UnsafeMutableRawPointer(object))
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        return viewClass.newObject(names: ["model", "factory"], values: values)
    }

    /// A `GtkNoSelection` of `model`, a `GListModel` reference it takes over: what a view of
    /// a store with no selection shows.
    static func unselectable(_ model: OpaquePointer) -> OpaquePointer {
        gtk_no_selection_new(model)
    }

    /// What a view of `model` shows, as a reference the view takes over: `model` itself when
    /// it is a typed selection, otherwise a `GtkNoSelection` of it.
    @MainActor
    static func selectionModel<Model: TypedListModel>(of model: Model) -> OpaquePointer {
        isSelection(model) ? model.retainedCPointer() : unselectable(model.retainedCPointer())
    }

    /// Whether `model` is a selection model (a typed selection), not a model to select in.
    static func isSelection(_ model: Object) -> Bool {
        g_type_is_a(cgtk_object_type(model.objectPointer), gtk_selection_model_get_type()) != 0
    }

    /// `object`, with a new reference.
    static func retained(_ object: OpaquePointer) -> OpaquePointer {
        g_object_ref(gObject(object))
        return object
    }

    /// `activate` of a list, grid or column view whose model holds `ListStore<Element, _>`
    /// items, as the element at the activated position. The position is the view's, so a
    /// sorted view gives the element the user saw there.
    @MainActor
    static func activatedElements<Element>(of view: Object) -> SignalPublisher<Element> {
        let viewName = "\(type(of: view))"
        return view.signalPublisher("activate") { emission in
            let position = emission.value(0, as: UInt32.self)
            // The view's `model` property: each of the three views has one.
            var model = GValue()
            g_value_init(&model, cgtk_type_object())
            g_object_get_property(emission.instance, "model", &model)
            defer { g_value_unset(&model) }
            let item = g_list_model_get_item(OpaquePointer(g_value_get_object(&model)), position)
            defer { g_object_unref(item) }
            guard let item, let box = ListItemBox<Element>.of(item) else {
                preconditionFailure("CombineGTK: \(viewName) shows an item that is not an element of a ListStore<\(Element.self)>")
            }
            return box.value
        }
    }
}
