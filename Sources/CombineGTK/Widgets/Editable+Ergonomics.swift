@preconcurrency import OpenCombine
import CGtk

/// What the `GtkEditable` widgets (`Entry`, `SearchEntry`, …) share beyond the generated
/// protocol: `changed` with the text, and two-way bindings of the text.
extension Editable {
    /// `changed`: the text after each edit.
    /// - No initial value. GTK counts replacing the text as two edits (a deletion, then an
    ///   insertion): `text = "b"` over "a" sends "" then "b". Use `textPublisher` for one
    ///   value per change. Finishes when the widget is destroyed; never fails; main thread.
    public var changedPublisher: SignalPublisher<String> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("changed") { String(cString: gtk_editable_get_text(OpaquePointer($0.instance))) }
    }

    /// Binds `text` both ways to `subject`: every change the user makes reaches the subject
    /// once, and the subject's values are not echoed back (see `Object.bind(_:to:)`).
    public func bindText<S: Subject>(to subject: S) -> AnyCancellable where S.Output == String, S.Failure == Never {
        bind(Self.textProperty, to: subject)
    }

    /// Binds `text` both ways to an `@Published` property, named once
    /// (`bindText(to: &model.$text)`); see `Object.bind(_:to:)` for the lifetimes.
    public func bindText(to published: inout Published<String>.Publisher) -> AnyCancellable {
        bind(Self.textProperty, to: &published)
    }

    /// Binds `text` both ways to `root[keyPath:]`, reported by `publisher` (`model.$text`).
    public func bindText<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, String>, publisher: Source
    ) -> AnyCancellable where Source.Output == String, Source.Failure == Never {
        bind(Self.textProperty, to: root, keyPath, publisher: publisher)
    }
}
