@preconcurrency import OpenCombine
import CGtk

/// A `GtkWidget`: what every control shares.
///
/// Publishers follow `SignalPublisher` / `PropertyPublisher`: they hold the widget weakly,
/// finish once when it is destroyed, never fail, and deliver on the main thread. Binders hold
/// the widget weakly and set a property only when the value differs.
open class Widget: Object {
    /// The widget, for GTK calls CombineGTK does not wrap.
    public nonisolated var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

    // MARK: Publishers

    /// `notify::visible`: whether the widget is shown; current value first, no duplicates.
    public var visiblePublisher: PropertyPublisher<Bool> { propertyPublisher(PropertyTable.widgetVisible) }

    /// `notify::has-focus`: whether the widget has the keyboard focus; current value first.
    public var hasFocusPublisher: PropertyPublisher<Bool> { propertyPublisher(PropertyTable.widgetHasFocus) }

    /// `map`: the widget became viewable. No initial value.
    public var mapPublisher: SignalPublisher<Void> { signalPublisher("map") }

    /// `unmap`: the widget stopped being viewable. No initial value.
    public var unmapPublisher: SignalPublisher<Void> { signalPublisher("unmap") }

    /// `destroy`: the widget is being destroyed. Sends one value, then finishes.
    public var destroyPublisher: SignalPublisher<Void> { signalPublisher("destroy") }

    // MARK: Binders

    /// Sets `sensitive`: whether the widget reacts to input.
    public var sensitiveBinder: Binder<Bool> { propertyBinder(PropertyTable.widgetSensitive) }
    /// Sets `visible`.
    public var visibleBinder: Binder<Bool> { propertyBinder(PropertyTable.widgetVisible) }
    /// Sets `tooltip-text`; nil removes the tooltip.
    public var tooltipTextBinder: Binder<String?> { propertyBinder(PropertyTable.widgetTooltipText) }
    /// Sets `css-classes`, replacing the widget's style classes.
    public var cssClassesBinder: Binder<[String]> { propertyBinder(PropertyTable.widgetCSSClasses) }
    /// Sets `opacity` (0…1).
    public var opacityBinder: Binder<Double> { propertyBinder(PropertyTable.widgetOpacity) }

    /// Adds or removes one CSS class, leaving the others alone.
    public func cssClassBinder(_ name: String) -> Binder<Bool> {
        binder { widget, on in
            if on { gtk_widget_add_css_class(widget.widgetPointer, name) } else { gtk_widget_remove_css_class(widget.widgetPointer, name) }
        }
    }

    // MARK: State

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// The name assistive technologies read (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
    public func setAccessibleLabel(_ label: String) {
        var value = GValue()
        gtk_accessible_property_init_value(GTK_ACCESSIBLE_PROPERTY_LABEL, &value)
        g_value_set_string(&value, label)
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        gtk_accessible_update_property_value(OpaquePointer(objectPointer), 1, &property, &value)
        g_value_unset(&value)
    }
}
