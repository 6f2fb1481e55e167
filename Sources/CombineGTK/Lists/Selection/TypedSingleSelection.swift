import CGtk

/// A `GtkSingleSelection` of a `ListStore`'s elements (or of a filtered or sorted model of
/// them), typed: at most one element selected, known by its id (see `TypedSingleSelecting`
/// for `selectedID` and its bindings). It is a `SingleSelection` (GTK's position-based
/// `selected` is there too).
///
/// - The selection follows its id, not a position: when the store's elements move, the
///   same element stays selected; when its id leaves the model (the store, or a filter over
///   it), nothing is selected.
/// - GTK's autoselect is off and unselecting is allowed: nothing is selected until the
///   user or the code selects.
/// - Main thread only.
public final class TypedSingleSelection<Element: Equatable, ID: Hashable>: SingleSelection, TypedListModel, TypedSingleSelecting {
    /// A selection of `model`'s elements (a `ListStore`, or a filtered or sorted model of
    /// one), with nothing selected.
    public convenience init<Model: TypedListModel>(_ model: Model) where Model.Element == Element, Model.ID == ID {
        // gtk_single_selection_new takes over a reference to the model.
        let selection = gtk_single_selection_new(model.retainedCPointer())
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        // Made with autoselect on, it selected the first item.
        gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION)
        self.init(adopting: gObject(selection))
        attachSelection(.single, model: model)
    }
}
