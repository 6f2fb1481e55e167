import CGtk

extension CombineCompatible where Self: Object {
    /// The generic binder factory: each value is applied with `binding(object, value)` on the
    /// main context.
    ///
    /// - Holds the GObject weakly (`WeakObjectReference`), not this wrapper: a binder keeps working
    ///   after the Swift wrapper is gone while the widget lives on in a window, and stops
    ///   once the widget is disposed or finalized.
    /// - Cannot fail; applies at once on the main thread, hops there from other threads.
    /// - Made on the main thread (it looks at the widget): making one elsewhere stops the
    ///   program with a message naming the call.
    public func binder<Value>(_ binding: @escaping @MainActor (Self, Value) -> Void) -> Binder<Value> {
        objectBinder { object, value in
            // objectBinder applies on the main thread, whose executor is the main actor's:
            // nothing crosses an isolation boundary, though the compiler cannot see it.
            nonisolated(unsafe) let object = object, value = value
            MainActor.assumeIsolated { binding(Self.wrapping(UnsafeMutablePointer(object)), value) }
        }
    }

    /// A binder that applies each value to the GObject itself, with no wrapper: for binders
    /// that only call C. Same contract as `binder(_:)`, in one closure: no wrapper lookup, no
    /// main-actor closure layer, no `BindingContext` layer. With these (and one C string per
    /// value) a `Label.textBinder` value went from 5,776 to ~4,500 instructions, raw
    /// `gtk_label_set_text` being 4,440 (callgrind, Benchmarks' bench-profile).
    func objectBinder<Value>(_ apply: @escaping (OpaquePointer, Value) -> Void) -> Binder<Value> {
        MainThread.check("\(Self.self).binder(_:)")
        let reference = WeakObjectReference(objectPointer)
        return Binder(applyingInItsOwnContext: { value in
            guard MainThread.isCurrent else {
                MainContext.invoke { Self.apply(value, to: reference, with: apply) }
                return
            }
            Self.apply(value, to: reference, with: apply)
        })
    }

    /// Main thread only: the disposed check of the reference is only valid there.
    private static func apply<Value>(
        _ value: Value,
        to reference: WeakObjectReference,
        with apply: (OpaquePointer, Value) -> Void
    ) {
        guard let object = reference.strongObject() else { return }
        defer { g_object_unref(object) }
        apply(OpaquePointer(object), value)
    }

    /// A binder that sets `key`, only when the value differs from the current one (so no
    /// `notify` is emitted for a value already there). See `binder(_:)`.
    public func propertyBinder<Value>(_ key: PropertyKey<Value>) -> Binder<Value> {
        binder { object, value in object.update(key, to: value) }
    }
}
