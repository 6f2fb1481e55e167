import CGtk
import Synchronization

/// A Swift handle on a `GObject` that owns exactly one reference to it.
///
/// - `init(adopting:)` takes over the reference a constructor returned (sinking a floating
///   one; a window's belongs to GTK, see there); `init(retaining:)` takes a new one. `deinit`
///   gives it back with `g_object_unref` (on the main context, even when the last Swift
///   reference goes on another thread).
/// - `objectPointer` (and `widgetPointer`, `pointer(as:)`) is valid while the wrapper lives:
///   the wrapper's reference may be the only one, so the pointer of a temporary wrapper
///   (`Button(label: "x").widgetPointer`) may point at a freed object by the next statement.
/// - `isDisposed` turns true when GLib disposes the object (`gtk_window_destroy`, or the
///   last reference going), observed with `g_object_weak_ref`.
/// - Publishers made from an `Object` never hold it: they keep a `GWeakRef`, so a
///   subscription cannot keep a widget alive.
@MainActor
open class Object: CombineCompatible {
    /// The wrapped object. Valid while this wrapper lives, and no longer when the wrapper
    /// holds the only reference (a widget in no container, a plain GObject): keep the wrapper
    /// in a variable, or use the pointer inside `withExtendedLifetime(wrapper) { }`.
    public nonisolated(unsafe) let objectPointer: UnsafeMutablePointer<GObject>
    private nonisolated(unsafe) let slot: WrapperSlot
    /// Whether this wrapper's reference is a toggle reference: the one Swift instance of a
    /// type registered from Swift (`ToggleReference`), which lives as long as its GObject.
    private let holdsToggleReference: Bool

    /// Wraps `pointer` and takes a reference of its own (`g_object_ref_sink`): for objects
    /// the caller does not own, such as a signal's arguments or a container's children.
    ///
    /// Not `required`, so a class derived from a generated one (``ObjectSubclass``) needs no
    /// initializer of its own: code that makes a wrapper of a class held in a variable takes
    /// the reference and calls the required `init(adopting:)`.
    public convenience init(retaining pointer: UnsafeMutablePointer<GObject>) {
        g_object_ref_sink(pointer)
        self.init(adopting: pointer)
    }

    /// Wraps a newly created object and takes over the caller's reference: for what a
    /// `*_new` constructor returns. A floating reference (widgets) is sunk; a full one
    /// (plain GObjects) is adopted as it is, so the wrapper's `deinit` is the last unref.
    ///
    /// A new window is neither: the one reference `gtk_window_new` (or `g_object_new`)
    /// returns is GTK's, held by its list of toplevels until `gtk_window_destroy`. For a
    /// listed window with no other reference the wrapper takes one of its own, as
    /// `init(retaining:)` does, so neither the wrapper nor `gtk_window_destroy` frees the
    /// window under the other. A listed window with more references comes with one of the
    /// caller's (from `g_object_ref`, or `g_list_model_get_item` on
    /// `gtk_window_get_toplevels()`), which is adopted: adopt only what a constructor, or a
    /// `transfer full` function, has just returned to you.
    ///
    /// A class declared in Swift (``RegisteredObjectType``) gets its one instance per GObject
    /// when the GObject is made (its `instance_init`, `ObjectSubclass.init()`): any other call
    /// (`init(retaining:)` on an existing object) stops the program, as a second instance would
    /// have none of the first's state.
    public required init(adopting pointer: UnsafeMutablePointer<GObject>) {
        MainThread.check("\(Self.self).init")
        let isRegistered = Self.isRegisteredType
        holdsToggleReference = isRegistered && ToggleReference.isMakingInstance(for: pointer)
        precondition(holdsToggleReference || !isRegistered,
                     "CombineGTK: \(Self.self)(adopting:) made a second Swift instance of a \(String(cString: cgtk_object_type_name(pointer))): an instance of a type declared in Swift is made only with its GObject, and Object.wrapper(retaining:) returns it")
        if !holdsToggleReference && !Self.callerOwnsReference(to: pointer) {
            // Sinks a floating reference; takes one of its own beside GTK's on a toplevel.
            g_object_ref_sink(pointer)
        }
        objectPointer = pointer
        slot = WrapperSlot.attach(to: pointer)
        slot.wrapper = self
        // GTK 4.8's destroyed X11 surfaces can call into freed windows: see there.
        WindowUnrealizeHook.install(seeing: pointer)
    }

    /// The wrapper already attached to `pointer` if it is a `Self`, otherwise a new one (of
    /// the most derived class for the object's GType when that is a `Self`: a `Widget` asked
    /// for a `GtkLabel *` is a `Label`), which takes a reference of its own.
    public static func wrapping(_ pointer: UnsafeMutablePointer<GObject>) -> Self {
        if let existing = WrapperSlot.existing(on: pointer)?.wrapper as? Self {
            return existing
        }
        let wrapperClass = WrapperClass.forNewWrapper(of: pointer)
        if isRegisteredType && !(wrapperClass is Self.Type) {
            preconditionFailure(WrapperClass.noInstanceMessage(for: pointer, as: self, instead: wrapperClass))
        }
        g_object_ref_sink(pointer)
        if let derived = wrapperClass as? Self.Type {
            return derived.init(adopting: pointer)
        }
        return Self(adopting: pointer)
    }

    /// The GType of this class's instances: the C type it wraps (``wrappedType``,
    /// `gtk_widget_get_type()` for `Widget`), or, for a type declared in Swift
    /// (``ObjectSubclass``), the type it registers, registered on first use.
    ///
    /// Worked out once per class (and thread), so reading it costs a table lookup.
    public nonisolated static var gType: GType {
        ClassGType.of(self).gType
    }

    /// Whether this class is declared in Swift (``RegisteredObjectType``): its one instance per
    /// GObject is made with the GObject, never as a new wrapper.
    nonisolated static var isRegisteredType: Bool {
        ClassGType.of(self).isRegistered
    }

    /// The C type this class wraps (`gtk_widget_get_type()` for `Widget`): each generated
    /// class overrides it, and so does a class written by hand for a C type. Classes that do
    /// not say more wrap any GObject. Read ``gType``: this one is not a Swift type's own.
    nonisolated open class var wrappedType: GType { FundamentalType.object }

    /// True once GLib has disposed the object: it emits nothing any more.
    public var isDisposed: Bool { slot.isDisposed }

    /// The GType name, for messages (`"GtkButton"`).
    public nonisolated var typeName: String {
        String(cString: cgtk_object_type_name(objectPointer))
    }

    /// Whether the reference the caller has to `pointer` is one it owns and can hand over:
    /// not a floating one (nobody's until sunk), nor the only reference of a window GTK lists
    /// as a toplevel (GTK's own, released by `gtk_window_destroy`; GTK takes no other on a
    /// window, even presented, in an application, or transient for another). The GObject
    /// core knows this one GTK rule because adopting happens here, for every class.
    static func callerOwnsReference(to pointer: UnsafeMutablePointer<GObject>) -> Bool {
        if g_object_is_floating(pointer) != 0 { return false }
        // More than one reference: the caller's is among them (init(retaining:) took it).
        guard pointer.pointee.ref_count == 1 else { return true }
        return !isListedToplevel(pointer)
    }

    /// Whether `pointer` is a window GTK lists as a toplevel, holding the reference
    /// `g_object_new` returned for it until `gtk_window_destroy`.
    static func isListedToplevel(_ pointer: UnsafeMutablePointer<GObject>) -> Bool {
        guard pointer.cast(to: GtkWindow.self, checking: gtk_window_get_type()) != nil else { return false }
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(pointer) { return true }
        }
        return false
    }

    deinit {
        let pointer = objectPointer
        if holdsToggleReference {
            slot.markInstanceGone()
            ToggleReference.release(pointer, slot: slot)
        } else {
            releaseOnMainContext(pointer, g_object_unref)
        }
    }
}

/// What a GObject remembers of its Swift side: the current wrapper (weakly, so the wrapper
/// can go while the object lives on in a window) and whether it has been disposed.
///
/// Stored as qdata (released by GLib's destroy notify at finalize) and registered as a weak
/// reference (so dispose is seen even while references remain).
final class WrapperSlot {
    weak var wrapper: Object?

    /// Locks the hold, which GLib's toggle notifications change on the thread that changes
    /// the count: one lock for every slot (a pthread mutex, which ThreadSanitizer sees), as
    /// these are rare and short.
    private static let lock = PThreadMutex()
    /// The wrapper, held strongly while C holds references besides the wrapper's toggle
    /// reference (`ToggleReference`): only for instances of types registered from Swift.
    private nonisolated(unsafe) var retainedWrapper: Object?
    /// Whether the toggle notification has run the last dispose itself (``lastReference()``).
    private nonisolated(unsafe) var disposingBeforeRelease = false
    /// Flags that only ever turn true, read on every binder value (`WeakObjectReference`): atomic.
    private let disposed = Atomic(false)
    /// Whether the Swift instance of a type registered from Swift has gone (its `deinit`).
    private let instanceGone = Atomic(false)

    /// Holds `wrapper` strongly (nil: lets go of it) and returns what was held, for the
    /// caller to release after the lock.
    func retainWrapper(_ wrapper: Object?) -> Object? {
        Self.lock.withLock {
            let previous = retainedWrapper
            retainedWrapper = wrapper
            return previous
        }
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Whether the object's Swift instance has gone while the object lives on (in its last
    /// dispose, or kept by a reference taken there): a new wrapper of its class would be a
    /// second instance with none of the state.
    var isInstanceGone: Bool { instanceGone.load(ordering: .acquiring) }

    private func markDisposed() {
        disposed.store(true, ordering: .releasing)
    }

    func markInstanceGone() {
        instanceGone.store(true, ordering: .releasing)
    }

    /// What the toggle notification does when the toggle reference has become the only one.
    enum LastReference {
        /// The instance was let go of (Swift variables hold it, or it is disposed already):
        /// what the slot held, for the caller to release after the lock.
        case letGo(Object?)
        /// Run the object's dispose first: the slot's hold is the instance's only strong
        /// reference, so letting go ends it, and its `dispose()` needs its state. Once.
        case dispose
        /// As `dispose`, but GLib told us on another thread: on the main context.
        case disposeOnMainThread
    }

    /// Lets go of the held instance, in the same lock, unless its dispose must run first.
    func lastReference() -> LastReference {
        Self.lock.withLock {
            guard !isDisposed, !disposingBeforeRelease, retainedWrapper != nil, isKnownUniquelyReferenced(&retainedWrapper) else {
                let previous = retainedWrapper
                retainedWrapper = nil
                return .letGo(previous)
            }
            guard MainThread.isCurrent else { return .disposeOnMainThread }
            disposingBeforeRelease = true
            return .dispose
        }
    }

    static let key = ObjectDataKey<WrapperSlot>("combinegtk-wrapper-slot")

    static func existing(on object: UnsafeMutablePointer<GObject>) -> WrapperSlot? {
        key.value(on: object)
    }

    /// The object's slot, creating and attaching it on first use.
    static func attach(to object: UnsafeMutablePointer<GObject>) -> WrapperSlot {
        if let slot = existing(on: object) { return slot }
        let slot = WrapperSlot()
        key.attach(slot, to: object)
        // The weak reference ends at dispose, before the qdata goes at finalize, so the slot
        // is still alive when it is notified; it holds its own retain until then.
        g_object_weak_ref(object, { data, _ in
            guard let data else { return }
            let slot = Unmanaged<WrapperSlot>.fromOpaque(data).takeRetainedValue()
            slot.markDisposed()
        }, Unmanaged.passRetained(slot).toOpaque())
        return slot
    }
}
