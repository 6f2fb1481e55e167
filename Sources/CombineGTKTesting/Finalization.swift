import CGtk

/// Tells whether a GObject has been finalized, through a `GWeakRef`: it holds no reference,
/// so it never keeps the object alive.
///
/// ```swift
/// var toggle: Switch? = Switch()
/// let finalization = Finalization(toggle!)
/// let binding = subject.bind(to: toggle!.activeBinder)
/// toggle = nil
/// assertFinalized(finalization, "a binding does not keep its widget")
/// ```
///
/// It watches the GObject, not its Swift wrapper: a widget in a window lives on after its
/// wrapper is gone. For Swift objects, use ``assertDeallocated(_:timeout:file:line:_:)``.
public final class Finalization {
    /// The object's GType name (`"GtkSwitch"`), for messages.
    public let typeName: String
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    /// Watches `object`'s GObject.
    @MainActor
    public convenience init(_ object: Object) {
        self.init(object.objectPointer)
    }

    /// Watches the GObject at `pointer` (any GObject, wrapped or not).
    public init(_ pointer: UnsafeMutablePointer<GObject>) {
        typeName = String(cString: cgtk_object_type_name(pointer))
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, pointer)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// True once the object has been finalized.
    public var isFinalized: Bool {
        guard let object = g_weak_ref_get(reference) else { return true }
        g_object_unref(object)
        return false
    }
}

/// Pumps the main context until every one of `finalizations` reports its object finalized,
/// and fails the test (XCTest or Swift Testing) naming the objects still alive after
/// `timeout` seconds. GTK finalizes some objects from the main loop (a window's children,
/// objects released from another thread), hence the pumping.
@discardableResult
public func assertFinalized(
    _ finalizations: Finalization...,
    message: @autoclosure () -> String = "",
    timeout: Double = 5,
    file: StaticString = #filePath,
    line: UInt = #line
) -> Bool {
    pumpOrFail(timeout: timeout, until: { finalizations.allSatisfy(\.isFinalized) }, message: message, file: file, line: line) {
        let alive = finalizations.filter { !$0.isFinalized }.map(\.typeName)
        return "not finalized within \(timeout) s: \(alive.joined(separator: ", "))"
    }
}

/// Makes an object with `make`, lets go of it when `make`'s scope ends, and checks that its
/// GObject is finalized: nothing `make` set up (subscriptions, bindings, controllers) keeps it.
///
/// ```swift
/// assertFinalized("a subscription does not keep the button") {
///     let button = Button(label: "+1")
///     button.clickedPublisher.sink { }.store(in: &bindings)
///     return button
/// }
/// ```
@MainActor
@discardableResult
public func assertFinalized(
    _ message: @autoclosure () -> String = "",
    timeout: Double = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ make: () throws -> Object
) rethrows -> Bool {
    let finalization = try Finalization(make())
    return assertFinalized(finalization, message: message(), timeout: timeout, file: file, line: line)
}

/// Makes a Swift object with `make`, lets go of it when `make`'s scope ends, and checks that
/// it is deallocated (pumping the main context meanwhile, for releases that happen there):
/// a view model that its subscriptions do not keep alive, a receiver a delegate holds weakly.
///
/// ```swift
/// assertDeallocated("the timer does not keep its view model") {
///     TimerViewModel(scheduler: MainContextScheduler.test)
/// }
/// ```
@discardableResult
public func assertDeallocated(
    _ message: @autoclosure () -> String = "",
    timeout: Double = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ make: () throws -> AnyObject
) rethrows -> Bool {
    weak var object: AnyObject?
    var typeName = ""
    try {
        let made = try make()
        typeName = String(describing: type(of: made))
        object = made
    }()
    return pumpOrFail(timeout: timeout, until: { object == nil }, message: message, file: file, line: line) {
        "\(typeName) not deallocated within \(timeout) s"
    }
}
