import CGtk

/// One lifetime for a GObject and its Swift instance, for types registered from Swift: the
/// Swift object holds the GObject through a toggle reference (`g_object_add_toggle_ref`),
/// and GLib tells us when that reference becomes the only one and when it stops being so.
///
/// - While C holds other references (a container, a list store, whoever called
///   `g_object_new`), the object's `WrapperSlot` holds the Swift instance strongly, so its
///   Swift state lives on with no Swift variable left.
/// - When only the toggle reference remains, the slot lets go: the Swift variables decide,
///   and when the last goes `Object.deinit` removes the toggle reference, the GObject's last,
///   so it is finalized once, after the Swift instance. When no Swift variable is left, the
///   object is disposed before the slot lets go, with the instance alive (`toggled`).
///
/// No cycle leaks: the strong hold exists only while something outside Swift holds the
/// GObject, which is what keeps it alive anyway. (PyGObject keeps a Python wrapper with its
/// instance dictionary the same way: `toggle_ref_notify` in gi/pygobject-object.c.)
enum ToggleReference {
    /// The GObjects whose Swift instances are being made, so that `Object.init(adopting:)` takes
    /// no reference of its own for them: ``adopt(_:)`` adds the toggle reference. More than one
    /// when a Swift instance is made while another is (a stored property's initial value runs
    /// before `super.init(adopting:)`, between ``expectInstance(for:)`` and ``adopt(_:)``).
    @MainActor private static var pending: Set<UnsafeMutablePointer<GObject>> = []

    /// The objects ``makingInSwift(_:_:)`` is making, innermost last: each one's type,
    /// and the object once its first `instance_init` has run.
    @MainActor private static var madeInSwift: [(type: GType, object: UnsafeMutablePointer<GObject>?)] = []

    /// What the subclassing layer does with an instance Swift has just made, once its toggle
    /// reference is in place (builds its template, calls its `constructed()`). The core cannot
    /// name that layer: it sets this in the `class_init` of each type it registers, before any
    /// instance of one exists.
    @MainActor static var finishInstance: @MainActor (Object) -> Void = { _ in }

    /// Makes the Swift instance of class `type` for `pointer`, a GObject under construction
    /// (from its `instance_init`) whose one reference is its creator's.
    @MainActor
    static func makeInstance(_ type: Object.Type, for pointer: UnsafeMutablePointer<GObject>) -> Object {
        expectInstance(for: pointer)
        let instance = type.init(adopting: pointer)
        adopt(instance)
        return instance
    }

    /// Runs `make`, which makes a new GObject of `type`, a type registered from Swift, whose
    /// Swift instance the caller makes next (``expectInstance(for:)``), so its `instance_init`
    /// makes none (``isMadeInSwift(_:type:)``). The caller gets `g_object_new`'s reference.
    @MainActor
    static func makingInSwift(_ type: GType, _ make: () -> UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GObject> {
        // A stack: the instance's stored properties may make other Swift instances meanwhile.
        madeInSwift.append((type, nil))
        defer { madeInSwift.removeLast() }
        return make()
    }

    /// Whether Swift makes the instance of `object`, a GObject of final type `type` whose
    /// `instance_init` runs: the first object of the type ``makingInSwift(_:_:)`` is
    /// making. Others made meanwhile (by the `instance_init` of a C parent) are made as from C.
    @MainActor
    static func isMadeInSwift(_ object: UnsafeMutablePointer<GObject>, type: GType) -> Bool {
        guard let innermost = madeInSwift.last else { return false }
        if innermost.object == nil && innermost.type == type {
            madeInSwift[madeInSwift.count - 1].object = object
            return true
        }
        return innermost.object == object
    }

    /// Tells `Object.init(adopting:)` that the wrapper it makes next for `pointer`, of a class
    /// declared in Swift, is the one Swift instance, whose reference ``adopt(_:)`` adds.
    @MainActor
    static func expectInstance(for pointer: UnsafeMutablePointer<GObject>) {
        pending.insert(pointer)
    }

    /// Adds the toggle reference of `instance`, made after ``expectInstance(for:)``; the
    /// reference the GObject had (its creator's) is another, so the instance is held until
    /// it goes.
    @MainActor
    static func adopt(_ instance: Object) {
        precondition(!pending.contains(instance.objectPointer), "CombineGTK: \(type(of: instance)).init(adopting:) must call super.init(adopting:)")
        // The notification's data is the slot (unretained: the object's qdata holds it until
        // finalize, after the toggle reference is gone), so it need not look it up each time.
        let slot = WrapperSlot.attach(to: instance.objectPointer)
        g_object_add_toggle_ref(instance.objectPointer, toggled, Unmanaged.passUnretained(slot).toOpaque())
        _ = slot.retainWrapper(instance)
    }

    /// Whether `Object.init(adopting:)` is wrapping the instance being made for `pointer` (and
    /// then its reference is the toggle reference ``adopt(_:)`` adds).
    @MainActor
    static func isMakingInstance(for pointer: UnsafeMutablePointer<GObject>) -> Bool {
        pending.remove(pointer) != nil
    }

    /// Gives the toggle reference back: the Swift instance is going. On the main thread
    /// at once; from another thread (the instance's last Swift reference went there), on the
    /// main context, as `Object.deinit` does with its plain reference.
    static func release(_ pointer: UnsafeMutablePointer<GObject>, slot: WrapperSlot) {
        // The data it was added with: the object's slot, which its qdata holds until finalize.
        MainContext.invoke {
            g_object_remove_toggle_ref(pointer, toggled, Unmanaged.passUnretained(slot).toOpaque())
        }
    }
}

/// GLib's notification, on the thread that changed the count: `isLastReference` when the
/// toggle reference has become the only one, false when another has been added. Letting go of
/// the instance may run its `deinit`, and with it the GObject's finalize, inside this call:
/// GLib touches the object no more after calling it (g_object_unref returns), as PyGObject
/// relies on too.
///
/// When the slot's hold is the instance's only strong reference, letting go ends the instance,
/// and GObject's dispose would then run without it (a `destroy` handler would find no
/// wrapper, the Swift `dispose()` no state). So the object is disposed first, here, with the
/// instance held (`g_object_run_dispose`, whose own reference and release notify us again: the
/// release lets go), as C's last unref would have, and is finalized when the instance goes.
/// On another thread, a reference is taken and given back on the main context, where its
/// release brings us back.
private let toggled: GToggleNotify = { data, object, isLastReference in
    guard let object, let data else { return }
    let slot = Unmanaged<WrapperSlot>.fromOpaque(data).takeUnretainedValue()
    // Released after the lock, here: on another thread, `Object.deinit` hops its release to
    // the main context.
    let released: Object?
    if isLastReference != 0 {
        switch slot.lastReference() {
        case .dispose:
            g_object_run_dispose(object)
            return
        case .disposeOnMainThread:
            g_object_ref(object)
            releaseOnMainContext(object, g_object_unref)
            return
        case .letGo(let wrapper):
            released = wrapper
        }
    } else {
        released = slot.retainWrapper(slot.wrapper)
    }
    withExtendedLifetime(slot) {}
    _ = released
}
