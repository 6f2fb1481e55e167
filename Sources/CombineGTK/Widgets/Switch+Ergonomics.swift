@preconcurrency import OpenCombine
import CGtk

/// Two-way bindings of a switch's `active` (its Swift name, `isActive`, is generated).
extension Switch {
    /// Binds `active` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    public func bindActive<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Bool, S.Failure == Never {
        bind(Switch.activeProperty, to: subject)
    }

    /// Binds `active` both ways to an `@Published` property, named once
    /// (`bindActive(to: &model.$isOn)`); see `Object.bind(_:to:)` for the lifetimes.
    public func bindActive(to published: inout Published<Bool>.Publisher) -> AnyCancellable {
        bind(Switch.activeProperty, to: &published)
    }

    /// Binds `active` both ways to `root[keyPath:]`, reported by `publisher` (`model.$isOn`).
    public func bindActive<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Bool>, publisher: Source
    ) -> AnyCancellable where Source.Output == Bool, Source.Failure == Never {
        bind(Switch.activeProperty, to: root, keyPath, publisher: publisher)
    }
}
