@preconcurrency import OpenCombine
import CGtk

/// A check box's `toggled` with the new state, and two-way bindings.
extension CheckButton {
    /// `toggled`: the new state, each time it flips (by the user or by code).
    /// - No initial value; finishes when the button is destroyed; never fails; main thread.
    public var toggledPublisher: SignalPublisher<Bool> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("toggled") {
            gtk_check_button_get_active(UnsafeMutableRawPointer($0.instance).assumingMemoryBound(to: GtkCheckButton.self)) != 0
        }
    }

    /// Binds `active` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    public func bindActive<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Bool, S.Failure == Never {
        bind(CheckButton.activeProperty, to: subject)
    }

    /// Binds `active` both ways to an `@Published` property, named once
    /// (`bindActive(to: &model.$isOn)`); see `Object.bind(_:to:)` for the lifetimes.
    public func bindActive(to published: inout Published<Bool>.Publisher) -> AnyCancellable {
        bind(CheckButton.activeProperty, to: &published)
    }

    /// Binds `active` both ways to `root[keyPath:]`, reported by `publisher` (`model.$isOn`).
    public func bindActive<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Bool>, publisher: Source
    ) -> AnyCancellable where Source.Output == Bool, Source.Failure == Never {
        bind(CheckButton.activeProperty, to: root, keyPath, publisher: publisher)
    }
}
