import CGtk

extension Widget {
    /// Whether the keyboard focus is in this widget or in any widget inside it: the
    /// `contains-focus` property of a `GtkEventControllerFocus` the widget is given on first
    /// use (one per widget, kept for its life).
    ///
    /// Watch this rather than `hasFocusPublisher` on composite widgets: an `Entry`'s focus is
    /// on the `GtkText` inside it, so the entry's own `has-focus` stays false.
    ///
    /// - Current value first, then changes; no duplicates.
    /// - Finishes once when the widget is disposed (its controllers go with it); at once when
    ///   it already is. Never fails.
    /// - Holds neither the widget nor its wrapper. Subscribe on the main thread; values
    ///   arrive on the main thread.
    public var containsFocusPublisher: PropertyPublisher<Bool> {
        MainThread.check("\(Self.self).containsFocusPublisher")
        // A disposed widget's publisher finishes at once, as any publisher of it does.
        guard !isDisposed else { return PropertyPublisher(object: objectPointer, property: Widget.hasFocusProperty.name) }
        return PropertyPublisher(object: focusController, property: EventControllerFocus.containsFocusProperty.name)
    }

    /// The widget's focus controller, added on first use. The widget owns it; the widget's
    /// qdata keeps only a weak reference to it (released with the widget), so neither
    /// outlives the other through it.
    private var focusController: UnsafeMutablePointer<GObject> {
        if let controller = focusControllerKey.value(on: objectPointer)?.controller.strongObject() {
            // The widget keeps it alive while attached; the new reference is not needed.
            g_object_unref(controller)
            return controller
        }
        let controller = gtk_event_controller_focus_new()!
        gtk_event_controller_set_name(controller, "combinegtk-contains-focus")
        gtk_widget_add_controller(widgetPointer, controller)
        focusControllerKey.attach(FocusController(gObject(controller)), to: objectPointer)
        return gObject(controller)
    }
}

/// What a widget's qdata keeps of its focus controller.
private final class FocusController {
    let controller: WeakObjectReference

    init(_ controller: UnsafeMutablePointer<GObject>) {
        self.controller = WeakObjectReference(controller)
    }
}

private let focusControllerKey = ObjectDataKey<FocusController>("combinegtk-focus-controller")
