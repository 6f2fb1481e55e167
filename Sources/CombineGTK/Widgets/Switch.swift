@preconcurrency import OpenCombine
import CGtk

/// A `GtkSwitch`.
public final class Switch: Widget {
    public convenience init() {
        self.init(adopting: gObject(gtk_switch_new()))
    }

    public var isActive: Bool {
        get { gtk_switch_get_active(opaquePointer) != 0 }
        set { gtk_switch_set_active(opaquePointer, newValue ? 1 : 0) }
    }

    /// `notify::active`: whether the switch is on.
    /// - Current value on subscription, then every change, by the user or by code
    ///   (`isActive = …`); no duplicates; finishes when the switch is destroyed; main thread.
    public var activePublisher: PropertyPublisher<Bool> { propertyPublisher(PropertyTable.switchActive) }

    /// `state-set`: the state the switch is about to take, each time `active` changes, by
    /// the user or by code (`gtk_switch_set_active` emits it too).
    /// - No initial value; leaves the signal unhandled (GTK's default handler still sets
    ///   `state`); finishes when the switch is destroyed; main thread.
    public var stateSetPublisher: SignalPublisher<Bool> {
        signalPublisher("state-set") { $0.argument(0, as: Bool.self) ?? false }
    }

    /// Sets `active`.
    public var activeBinder: Binder<Bool> { propertyBinder(PropertyTable.switchActive) }

    /// Binds `active` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    public func bindActive<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Bool, S.Failure == Never {
        bind(PropertyTable.switchActive, to: subject)
    }

    /// Binds `active` both ways to `root[keyPath:]`, reported by `publisher` (`model.$isOn`).
    public func bindActive<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Bool>, publisher: Source
    ) -> AnyCancellable where Source.Output == Bool, Source.Failure == Never {
        bind(PropertyTable.switchActive, to: root, keyPath, publisher: publisher)
    }
}
