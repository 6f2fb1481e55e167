import CGtk

/// The accessible description: the text assistive technologies read after the name. For a
/// widget that only draws (a `DrawingArea`), it is the text alternative of what it shows.
extension Widget {
    /// Sets what assistive technologies read as the widget's description
    /// (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`).
    public func setAccessibleDescription(_ description: String) {
        updateAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, to: description)
    }

    /// Sets the accessible description to each value: the text alternative of a widget whose
    /// content changes (a canvas: what it shows now).
    ///
    /// - Holds the widget weakly; applies on the main thread (see `binder(_:)`).
    public var accessibleDescriptionBinder: Binder<String> {
        binder { widget, description in widget.setAccessibleDescription(description) }
    }

    /// Sets one string-valued accessible property (`gtk_accessible_update_property_value`).
    func updateAccessibleProperty(_ property: GtkAccessibleProperty, to text: String) {
        var value = GValue()
        gtk_accessible_property_init_value(property, &value)
        g_value_set_string(&value, text)
        var property = property
        gtk_accessible_update_property_value(OpaquePointer(objectPointer), 1, &property, &value)
        g_value_unset(&value)
    }
}
