import CGtk

// GTK's C API types each pointer by class (`GtkWidget *`, `GtkButton *`) and Swift imports
// some of them as `OpaquePointer` (`GtkSwitch *`); the instance is the same memory either
// way. These are C's checked cast macros (`GTK_BUTTON (widget)`, that is
// `G_TYPE_CHECK_INSTANCE_CAST`) for Swift: the GType is checked first, and a pointer at
// something else gives nil instead of GLib's critical warning and a wrong pointer.

extension UnsafeMutablePointer {
    /// The instance this points at, as a `Target` pointer, when it is an instance of `type`
    /// (a class or an interface it implements); nil otherwise.
    ///
    /// ```swift
    /// let child = gtk_widget_get_first_child(box.widgetPointer)!   // GtkWidget *
    /// if let button = child.cast(to: GtkButton.self, checking: gtk_button_get_type()) {
    ///     gtk_button_set_label(button, "OK")
    /// }
    /// ```
    ///
    /// The pointer must point at a live GObject (or other `GTypeInstance`); the cast does not
    /// keep it alive.
    public func cast<Target>(to target: Target.Type, checking type: GType) -> UnsafeMutablePointer<Target>? {
        UnsafeMutableRawPointer(self).instance(of: type)?.assumingMemoryBound(to: Target.self)
    }

    /// The instance this points at, for a C function that takes a type Swift imports as
    /// `OpaquePointer` (`GtkSwitch *`, `GtkLabel *`, `GAction *`), when it is an instance of
    /// `type`; nil otherwise.
    ///
    /// ```swift
    /// let toggle = widget.cast(to: OpaquePointer.self, checking: gtk_switch_get_type())
    /// ```
    public func cast(to target: OpaquePointer.Type, checking type: GType) -> OpaquePointer? {
        UnsafeMutableRawPointer(self).instance(of: type).map(OpaquePointer.init)
    }
}

extension OpaquePointer {
    /// The instance this points at, as a `Target` pointer, when it is an instance of `type`
    /// (a class or an interface it implements); nil otherwise.
    ///
    /// ```swift
    /// let widget = toggle.cast(to: GtkWidget.self, checking: gtk_widget_get_type())
    /// ```
    public func cast<Target>(to target: Target.Type, checking type: GType) -> UnsafeMutablePointer<Target>? {
        UnsafeMutableRawPointer(self).instance(of: type)?.assumingMemoryBound(to: Target.self)
    }

    /// This pointer when it points at an instance of `type`; nil otherwise: a check before
    /// handing an untyped instance to a C function that takes another opaque type.
    public func cast(to target: OpaquePointer.Type, checking type: GType) -> OpaquePointer? {
        UnsafeMutableRawPointer(self).instance(of: type).map(OpaquePointer.init)
    }
}

extension UnsafeMutableRawPointer {
    /// Self when it points at an instance of `type` (`g_type_check_instance_is_a`).
    fileprivate func instance(of type: GType) -> UnsafeMutableRawPointer? {
        g_type_check_instance_is_a(assumingMemoryBound(to: GTypeInstance.self), type) != 0 ? self : nil
    }
}
