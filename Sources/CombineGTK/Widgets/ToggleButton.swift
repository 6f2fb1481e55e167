@preconcurrency import OpenCombine
import CGtk

/// A `GtkToggleButton`: a button that stays pressed until clicked again.
public final class ToggleButton: Widget {
    public convenience init(label: String = "") {
        self.init(adopting: gObject(gtk_toggle_button_new_with_label(label)))
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    public var label: String? {
        get { gtk_button_get_label(pointer(as: GtkButton.self)).map { String(cString: $0) } }
        set { gtk_button_set_label(pointer(as: GtkButton.self), newValue) }
    }

    /// `toggled`: the new state, each time it flips (by the user or by code).
    /// - No initial value; finishes when the button is destroyed; never fails; main thread.
    public var toggledPublisher: SignalPublisher<Bool> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("toggled") {
            gtk_toggle_button_get_active(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkToggleButton.self)) != 0
        }
    }

    /// `notify::active`: whether the button is pressed.
    /// - Current value on subscription, then every change, by the user or by code; no
    ///   duplicates; finishes when the button is destroyed; main thread.
    public var activePublisher: PropertyPublisher<Bool> { propertyPublisher(PropertyTable.toggleButtonActive) }

    /// Sets `active`.
    public var activeBinder: Binder<Bool> { propertyBinder(PropertyTable.toggleButtonActive) }
    /// Sets `label`.
    public var labelBinder: Binder<String?> { propertyBinder(PropertyTable.buttonLabel) }

    /// Binds `active` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    public func bindActive<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Bool, S.Failure == Never {
        bind(PropertyTable.toggleButtonActive, to: subject)
    }

    /// Binds `active` both ways to `root[keyPath:]`, reported by `publisher` (`model.$isOn`).
    public func bindActive<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Bool>, publisher: Source
    ) -> AnyCancellable where Source.Output == Bool, Source.Failure == Never {
        bind(PropertyTable.toggleButtonActive, to: root, keyPath, publisher: publisher)
    }
}
