// The names these members had before they were given Swift's: kept for one release so that
// code written against them compiles, with a fix-it to the new name.

extension Label {
    /// `gtk_label_new`, under the label it had before `Label(_:)` (which takes a `String`:
    /// pass `text ?? ""` for an optional).
    @available(*, deprecated, message: "use Label(_:), which takes a String")
    public convenience init(str: String?) {
        self.init(str ?? "")
    }
}

extension EditableLabel {
    /// `gtk_editable_label_new`, under the label it had before `EditableLabel(_:)`.
    @available(*, deprecated, renamed: "init(_:)")
    public convenience init(str: String) {
        self.init(str)
    }

    /// `gtk_editable_label_stop_editing`, before its Boolean was labelled.
    @available(*, deprecated, renamed: "stopEditing(commit:)")
    public func stopEditing(_ commit: Bool) {
        stopEditing(commit: commit)
    }
}

extension Widget {
    /// `gtk_widget_mnemonic_activate`, before its Boolean was labelled.
    @available(*, deprecated, renamed: "mnemonicActivate(groupCycling:)")
    public func mnemonicActivate(_ groupCycling: Bool) -> Bool {
        mnemonicActivate(groupCycling: groupCycling)
    }
}

extension TextTag {
    /// `gtk_text_tag_changed`, before its Boolean was labelled.
    @available(*, deprecated, renamed: "changed(sizeChanged:)")
    public func changed(_ sizeChanged: Bool) {
        changed(sizeChanged: sizeChanged)
    }
}
