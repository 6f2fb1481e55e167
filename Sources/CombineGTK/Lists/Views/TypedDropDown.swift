import CGtk

/// A `GtkDropDown` of a `ListStore`'s elements (or of a filtered or sorted model of them),
/// typed: each element shows as the text `title` gives (following its content changes),
/// and the selected element is known by its id, bound both ways like a
/// `TypedSingleSelection`'s (see `TypedSingleSelecting`).
///
/// - The selection follows its id: when the store's elements move, the same element stays
///   selected; when its id leaves the model, nothing is selected.
/// - Nothing is selected at first (GTK would pick the first element). Main thread only.
/// - Its items are the model's: `strings` refuses to replace them.
///
/// ```swift
/// let people = TypedDropDown(store) { $0.name }
/// people.bindSelectedID(to: model, \.selectedPerson, publisher: model.$selectedPerson)
/// ```
public final class TypedDropDown<Element: Equatable, ID: Hashable>: DropDown, TypedSingleSelecting {
    /// A drop-down offering `model`'s elements, each shown as `title(element)`.
    public convenience init<Model: TypedListModel>(_ model: Model, title: @escaping (Element) -> String)
    where Model.Element == Element, Model.ID == ID {
        let factory = RowFactory<Element, Label>.labels(title)
        // gtk_drop_down_new takes over the model's reference; set_factory takes its own.
        let dropDown = OpaquePointer(gtk_drop_down_new(model.retainedCPointer(), nil))
        gtk_drop_down_set_factory(dropDown, factory)
        g_object_unref(UnsafeMutableRawPointer(factory))
        gtk_drop_down_set_selected(dropDown, GTK_INVALID_LIST_POSITION)
        self.init(adopting: gObject(dropDown))
        attachSelection(.selectedPosition(.dropDown), model: model)
        DropDown.typedModel.attach(TypedModelMark(), to: objectPointer)
    }
}
