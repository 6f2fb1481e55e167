import CAdw
import CombineGTK

extension Adw {
    /// An `AdwComboRow` of a `ListStore`'s elements (or of a filtered or sorted model of
    /// them), typed as a `TypedDropDown` is: each element shows as the text `itemTitle`
    /// gives (following its content changes), and the selected element is known by its id,
    /// bound both ways (see `TypedSingleSelecting`: `selectedID`, `selectedIDPublisher`,
    /// `bindSelectedID(to:)`), on the drop-down's machinery.
    ///
    /// - The selection follows its id: when the store's elements move, the same element stays
    ///   selected; when its id leaves the model, nothing is selected.
    /// - Nothing is selected at first (libadwaita would pick the first element). Main thread only.
    /// - Its model is the store's: change the items through the `ListStore`.
    /// - Its items have no string expression, so `use-subtitle` shows no subtitle: the row
    ///   shows the selected element as its popup does (libadwaita 1.2's popup has no search).
    /// - libadwaita 1.2 logs two critical warnings (`gtk_list_view_set_model`) when a combo
    ///   row is disposed after its window was destroyed while something else still held it:
    ///   drop the row's wrapper before destroying its window, or keep the window.
    ///
    /// ```swift
    /// let row = Adw.TypedComboRow(people) { $0.name }
    /// row.title = "Owner"
    /// let binding = row.bindSelectedID(to: &model.$owner)
    /// ```
    public final class TypedComboRow<Element: Equatable, ID: Hashable>: Adw.ComboRow, TypedSingleSelecting {
        /// A row offering `model`'s elements, each shown as `itemTitle(element)`.
        public convenience init<Model: TypedListModel>(_ model: Model, itemTitle: @escaping (Element) -> String)
        where Model.Element == Element, Model.ID == ID {
            Adw.initialize()
            let factory = RowFactory<Element, Label>.labels(itemTitle)
            let row = adw_combo_row_new()!
            let comboRow = UnsafeMutableRawPointer(row).assumingMemoryBound(to: AdwComboRow.self)
            // Both take references of their own.
            adw_combo_row_set_factory(comboRow, factory)
            g_object_unref(UnsafeMutableRawPointer(factory))
            adw_combo_row_set_model(comboRow, model.opaquePointer)
            adw_combo_row_set_selected(comboRow, GTK_INVALID_LIST_POSITION)
            self.init(retaining: gObject(row))
            attachSelection(.selectedPosition(Adw.comboRowSelection), model: model)
        }
    }

    /// How a typed selection reads and writes an `AdwComboRow`'s position and model.
    static let comboRowSelection = SelectedPositionAccess(
        selected: { adw_combo_row_get_selected(comboRow($0)) },
        select: { adw_combo_row_set_selected(comboRow($0), $1) },
        setModel: { adw_combo_row_set_model(comboRow($0), $1) }
    )
}

/// An `AdwComboRow *` from the untyped pointer a `SelectedPositionAccess` passes.
private func comboRow(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<AdwComboRow> {
    UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: AdwComboRow.self)
}
