import CGtk

/// The overrides of virtual methods a Swift type declares (``OverridesConstructed``,
/// ``OverridesSnapshot`` …): its `class_init` writes trampolines into the class struct's
/// function pointers, and each trampoline finds the Swift instance in the object's wrapper
/// slot and calls its method. Chaining up walks the classes above the object's for the first
/// implementation that is not ours: a Swift type deriving from another has the trampoline
/// in its class too (copied from its parent's), and its Swift override reaches its Swift
/// parent's through `super`.
enum VirtualMethods {
    /// Writes the trampolines of the overrides `swiftClass` declares into `objectClass`.
    static func install(in objectClass: UnsafeMutablePointer<GObjectClass>, for swiftClass: Object.Type) {
        if swiftClass is any OverridesConstructed.Type { objectClass.pointee.constructed = constructedTrampoline }
        if swiftClass is any OverridesDispose.Type { objectClass.pointee.dispose = disposeTrampoline }
        guard swiftClass is Widget.Type else { return }
        let widgetClass = UnsafeMutableRawPointer(objectClass).assumingMemoryBound(to: GtkWidgetClass.self)
        if swiftClass is any OverridesSnapshot.Type { widgetClass.pointee.snapshot = snapshotTrampoline }
        if swiftClass is any OverridesMeasure.Type { widgetClass.pointee.measure = measureTrampoline }
        if swiftClass is any OverridesSizeAllocate.Type { widgetClass.pointee.size_allocate = sizeAllocateTrampoline }
    }

    /// The GObjects constructed while Swift makes their instances (`ObjectSubclass.init()`),
    /// whose Swift `constructed()` waits for that instance: several when one instance's stored
    /// properties make others.
    @MainActor private static var constructedBeforeInstance: Set<UnsafeMutablePointer<GObject>> = []

    /// Calls `constructed()` of `instance`, just made in Swift, if its GObject's `constructed`
    /// ran before the instance existed.
    @MainActor
    static func finishConstruction(of instance: Object) {
        guard constructedBeforeInstance.remove(instance.objectPointer) != nil else { return }
        (instance as? any OverridesConstructed)?.constructed()
    }

    /// The Swift instance of `pointer`, if it has one now: never a new one (during the last
    /// dispose the instance is gone, and a new one would have none of its state).
    @MainActor
    fileprivate static func instance<Override>(_ pointer: UnsafeMutablePointer<some Any>?, as: Override.Type) -> Override? {
        guard let pointer else { return nil }
        return WrapperSlot.existing(on: gObject(pointer))?.wrapper as? Override
    }

    /// The first function at `member` in `object`'s class and the classes above it that is
    /// not `trampoline` (nil: the nearest class that has none).
    fileprivate static func parentImplementation<Class, Function>(
        of object: UnsafeMutablePointer<GObject>, _ member: KeyPath<Class, Function?>, besides trampoline: Function
    ) -> Function? {
        let ours = unsafeBitCast(trampoline, to: UnsafeRawPointer.self)
        var gClass = UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class)
        while let current = gClass {
            guard let function = current.assumingMemoryBound(to: Class.self).pointee[keyPath: member] else { return nil }
            if unsafeBitCast(function, to: UnsafeRawPointer.self) != ours { return function }
            gClass = g_type_class_peek_parent(current)
        }
        return nil
    }

    /// Remembers that `object`'s `constructed` ran before its Swift instance was made.
    @MainActor
    fileprivate static func markConstructedBeforeInstance(_ object: UnsafeMutablePointer<GObject>) {
        constructedBeforeInstance.insert(object)
    }

    @MainActor
    static func chainSnapshot(of widget: Widget, _ snapshot: Snapshot) {
        parentImplementation(of: widget.objectPointer, \GtkWidgetClass.snapshot, besides: snapshotTrampoline)?(widget.cPointer(), snapshot.cPointer())
    }

    @MainActor
    static func chainMeasure(of widget: Widget, _ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int, minimumBaseline: Int, naturalBaseline: Int) {
        var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1
        parentImplementation(of: widget.objectPointer, \GtkWidgetClass.measure, besides: measureTrampoline)?(
            widget.cPointer(), orientation.gtkValue, cInteger(forSize, "for_size", of: "GtkWidgetClass.measure"),
            &minimum, &natural, &minimumBaseline, &naturalBaseline)
        return (Int(minimum), Int(natural), Int(minimumBaseline), Int(naturalBaseline))
    }

    @MainActor
    static func chainSizeAllocate(of widget: Widget, width: Int, height: Int, baseline: Int) {
        parentImplementation(of: widget.objectPointer, \GtkWidgetClass.size_allocate, besides: sizeAllocateTrampoline)?(
            widget.cPointer(), cInteger(width, "width", of: "GtkWidgetClass.size_allocate"),
            cInteger(height, "height", of: "GtkWidgetClass.size_allocate"), cInteger(baseline, "baseline", of: "GtkWidgetClass.size_allocate"))
    }
}

private let constructedTrampoline: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    VirtualMethods.parentImplementation(of: object, \GObjectClass.constructed, besides: constructedTrampoline)?(object)
    nonisolated(unsafe) let pointer = object
    MainActor.assumeIsolated {
        if let instance = VirtualMethods.instance(pointer, as: (any OverridesConstructed).self) {
            instance.constructed()
        } else {
            VirtualMethods.markConstructedBeforeInstance(pointer)
        }
    }
}

private let disposeTrampoline: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    nonisolated(unsafe) let pointer = object
    MainActor.assumeIsolated { VirtualMethods.instance(pointer, as: (any OverridesDispose).self)?.dispose() }
    VirtualMethods.parentImplementation(of: object, \GObjectClass.dispose, besides: disposeTrampoline)?(object)
}

private let snapshotTrampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widget, snapshot in
    guard let snapshot else { return }
    nonisolated(unsafe) let (widgetPointer, snapshotPointer) = (widget, snapshot)
    MainActor.assumeIsolated {
        guard let instance = VirtualMethods.instance(widgetPointer, as: (any OverridesSnapshot).self),
              let wrapper = Object.wrapper(retaining: gObject(snapshotPointer)) as? Snapshot else { return }
        instance.snapshot(wrapper)
    }
}

private let measureTrampoline: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    nonisolated(unsafe) let pointers = (widget, minimum, natural, minimumBaseline, naturalBaseline)
    MainActor.assumeIsolated {
        guard let instance = VirtualMethods.instance(pointers.0, as: (any OverridesMeasure).self) else { return }
        let size = instance.measure(Orientation(orientation) ?? .horizontal, forSize: Int(forSize))
        pointers.1?.pointee = cInteger(size.minimum, "minimum", of: "measure(_:forSize:)")
        pointers.2?.pointee = cInteger(size.natural, "natural", of: "measure(_:forSize:)")
        pointers.3?.pointee = cInteger(size.minimumBaseline, "minimumBaseline", of: "measure(_:forSize:)")
        pointers.4?.pointee = cInteger(size.naturalBaseline, "naturalBaseline", of: "measure(_:forSize:)")
    }
}

private let sizeAllocateTrampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = { widget, width, height, baseline in
    nonisolated(unsafe) let pointer = widget
    MainActor.assumeIsolated {
        VirtualMethods.instance(pointer, as: (any OverridesSizeAllocate).self)?.sizeAllocate(width: Int(width), height: Int(height), baseline: Int(baseline))
    }
}
