@preconcurrency import OpenCombine
import CGtk

/// What `Entry` and `SearchEntry` share through the `GtkEditable` interface.
///
/// GTK installs the interface's properties on each implementing class, so each conformer
/// names its own keys (the table checks them per class); the behaviour is written once, here.
@MainActor
public protocol Editable: Widget {
    /// `text`, as the conforming class declares it.
    static var textKey: PropertyKey<String> { get }
    /// `placeholder-text`, as the conforming class declares it.
    static var placeholderTextKey: PropertyKey<String?> { get }
}

extension Editable {
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaquePointer)) }
        set { gtk_editable_set_text(opaquePointer, newValue) }
    }

    /// The hint shown while the text is empty.
    public var placeholderText: String? {
        get { value(Self.placeholderTextKey) ?? nil }
        set { setValue(newValue, of: Self.placeholderTextKey.name) }
    }

    /// `notify::text`: the text.
    /// - Current value on subscription, then every change, typed or set by code, one value
    ///   per change (replacing the text is one change); no duplicates; finishes when the
    ///   widget is destroyed; never fails; main thread.
    public var textPublisher: PropertyPublisher<String> { propertyPublisher(Self.textKey) }

    /// `changed`: the text after each edit.
    /// - No initial value. GTK counts replacing the text as two edits (a deletion, then an
    ///   insertion): `text = "b"` over "a" sends "" then "b". Use `textPublisher` for one
    ///   value per change. Finishes when the widget is destroyed; never fails; main thread.
    public var changedPublisher: SignalPublisher<String> {
        // Read from the emitter, not `self`: capturing the wrapper would keep it alive.
        signalPublisher("changed") { String(cString: gtk_editable_get_text(OpaquePointer($0.instance))) }
    }

    /// Sets `text`.
    public var textBinder: Binder<String> { propertyBinder(Self.textKey) }
    /// Sets `placeholder-text`; nil removes it.
    public var placeholderTextBinder: Binder<String?> { propertyBinder(Self.placeholderTextKey) }

    /// Binds `text` both ways to `subject`: every change the user makes reaches the subject
    /// once, and the subject's values are not echoed back (see `Object.bind(_:to:)`).
    public func bindText<S: Subject>(to subject: S) -> AnyCancellable where S.Output == String, S.Failure == Never {
        bind(Self.textKey, to: subject)
    }

    /// Binds `text` both ways to `root[keyPath:]`, reported by `publisher` (`model.$text`).
    public func bindText<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, String>, publisher: Source
    ) -> AnyCancellable where Source.Output == String, Source.Failure == Never {
        bind(Self.textKey, to: root, keyPath, publisher: publisher)
    }
}
