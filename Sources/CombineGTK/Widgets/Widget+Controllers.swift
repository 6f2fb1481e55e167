import CGtk

extension Widget {
    /// Adds `controller`, so it receives this widget's input events.
    ///
    /// `gtk_widget_add_controller` takes ownership of one reference (`transfer full`), and an
    /// event controller is not floating: the widget is given a reference of its own
    /// (`g_object_ref`), so the wrapper's reference stays the wrapper's. The widget drops its
    /// reference when the controller is removed or the widget is disposed.
    ///
    /// A controller belongs to one widget: adding one that already has a widget logs an error
    /// and does nothing (GTK would refuse it and leak the reference).
    public func addController(_ controller: EventController) {
        if let owner = gtk_event_controller_get_widget(controller.controllerPointer) {
            let ownerName = String(cString: cgtk_object_type_name(owner))
            Diagnostics.error("\(controller.typeName) already belongs to a \(ownerName); remove it there before adding it to a \(typeName)")
            return
        }
        g_object_ref(controller.objectPointer)
        gtk_widget_add_controller(widgetPointer, controller.controllerPointer)
    }

    /// Removes `controller` from this widget (the widget drops its reference). Does nothing,
    /// after logging an error, when the controller is not this widget's.
    public func removeController(_ controller: EventController) {
        guard gtk_event_controller_get_widget(controller.controllerPointer) == widgetPointer else {
            Diagnostics.error("\(controller.typeName) is not a controller of this \(typeName)")
            return
        }
        gtk_widget_remove_controller(widgetPointer, controller.controllerPointer)
    }
}
