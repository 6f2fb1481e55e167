import CGtk

/// The arguments of one signal emission, read through `GValue`: here as GLib's fundamental
/// types (objects as `GObject *`, pointers), and, from the GObject core up, as Swift values
/// (`argument(_:as:)`) and wrappers (`object(_:as:)`).
public struct SignalEmission {
    /// The instance, then the arguments. Nil when GLib called a handler of a signal with no
    /// arguments through its `va_list` marshaller, which boxes nothing in `GValue`s.
    private let gValues: UnsafePointer<GValue>?
    private let instancePointer: gpointer?
    /// The number of arguments, not counting the emitting instance.
    public let argumentCount: Int
    let returnValue: UnsafeMutablePointer<GValue>?

    init(values: UnsafePointer<GValue>, argumentCount: Int, returnValue: UnsafeMutablePointer<GValue>?) {
        self.gValues = values
        self.instancePointer = nil
        self.argumentCount = argumentCount
        self.returnValue = returnValue
    }

    /// An emission of a signal with no arguments and no return value.
    init(instance: gpointer) {
        self.gValues = nil
        self.instancePointer = instance
        self.argumentCount = 0
        self.returnValue = nil
    }

    /// Argument `index` (0-based, the instance excluded) as the `GValue` GLib marshalled:
    /// signals with arguments always come that way. The one place arguments are located
    /// (the typed readers of the layers above go through it).
    func gValue(_ index: Int) -> UnsafePointer<GValue> {
        precondition(index >= 0 && index < argumentCount, "signal has \(argumentCount) arguments, asked for #\(index)")
        return gValues! + 1 + index
    }

    /// The emitting object.
    public var instance: UnsafeMutablePointer<GObject> {
        if let values = gValues {
            return gObject(g_value_get_object(values))
        }
        return gObject(instancePointer!)
    }

    /// Object argument `index` (0-based, the instance excluded) as the `GObject` it points to,
    /// with no wrapper and no new reference: valid during the emission (take a reference, or
    /// a wrapper, to keep it). Nil when the argument is NULL or not an object.
    public func objectPointer(_ index: Int) -> UnsafeMutablePointer<GObject>? {
        let value = gValue(index)
        guard g_type_check_value_holds(value, FundamentalType.object) != 0,
              let pointer = g_value_get_object(value) else { return nil }
        return gObject(pointer)
    }

    /// Argument `index` (0-based, the instance excluded) as the C pointer it holds, typed as
    /// `Pointee`: a `gpointer` (`GFile **` is `pointer(0, as: OpaquePointer?.self)`), a boxed
    /// struct (`GVariantDict *`), a `GParamSpec *`. Not copied or retained: valid during the
    /// emission. Nil when the pointer is NULL or the argument holds no pointer (a number);
    /// that it points to a `Pointee` is the caller's word, as in C.
    public func pointer<Pointee>(_ index: Int, as type: Pointee.Type) -> UnsafeMutablePointer<Pointee>? {
        let value = gValue(index)
        guard g_value_fits_pointer(value) != 0 else { return nil }
        return g_value_peek_pointer(value)?.assumingMemoryBound(to: Pointee.self)
    }

    /// Sets the handler's return value for signals that return an int (`handle-local-options`).
    public func setReturnValue(_ value: Int32) {
        guard let returnValue, cgtk_value_type(returnValue) == FundamentalType.int else { return }
        g_value_set_int(returnValue, value)
    }

    /// Sets the handler's return value (for signals such as `close-request`).
    public func setReturnValue(_ value: Bool) {
        guard let returnValue, cgtk_value_type(returnValue) == FundamentalType.boolean else { return }
        g_value_set_boolean(returnValue, value ? 1 : 0)
    }
}
