@preconcurrency import OpenCombine
import CGtk

/// A `GtkCheckButton`: a check box with a label (or a radio button, once grouped).
public final class CheckButton: Widget {
    public convenience init(label: String = "") {
        self.init(adopting: gObject(gtk_check_button_new_with_label(label)))
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(pointer(as: GtkCheckButton.self)) != 0 }
        set { gtk_check_button_set_active(pointer(as: GtkCheckButton.self), newValue ? 1 : 0) }
    }

    public var label: String? {
        get { gtk_check_button_get_label(pointer(as: GtkCheckButton.self)).map { String(cString: $0) } }
        set { gtk_check_button_set_label(pointer(as: GtkCheckButton.self), newValue) }
    }

    /// Makes this button a radio button in `other`'s group (nil leaves the group).
    public func setGroup(_ other: CheckButton?) {
        gtk_check_button_set_group(pointer(as: GtkCheckButton.self), other?.pointer(as: GtkCheckButton.self))
    }

    /// `toggled`: the new state, each time it flips (by the user or by code).
    /// - No initial value; finishes when the button is destroyed; never fails; main thread.
    public var toggledPublisher: SignalPublisher<Bool> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("toggled") {
            gtk_check_button_get_active(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkCheckButton.self)) != 0
        }
    }

    /// `notify::active`: whether the box is checked.
    /// - Current value on subscription, then every change, by the user or by code; no
    ///   duplicates; finishes when the button is destroyed; main thread.
    public var activePublisher: PropertyPublisher<Bool> { propertyPublisher(PropertyTable.checkButtonActive) }

    /// Sets `active`.
    public var activeBinder: Binder<Bool> { propertyBinder(PropertyTable.checkButtonActive) }
    /// Sets `label`.
    public var labelBinder: Binder<String?> { propertyBinder(PropertyTable.checkButtonLabel) }

    /// Binds `active` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    public func bindActive<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Bool, S.Failure == Never {
        bind(PropertyTable.checkButtonActive, to: subject)
    }

    /// Binds `active` both ways to `root[keyPath:]`, reported by `publisher` (`model.$isOn`).
    public func bindActive<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Bool>, publisher: Source
    ) -> AnyCancellable where Source.Output == Bool, Source.Failure == Never {
        bind(PropertyTable.checkButtonActive, to: root, keyPath, publisher: publisher)
    }
}
