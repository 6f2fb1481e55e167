import CGtk

/// A Swift type a signal declared in Swift (`SubclassSignal`) may carry as an argument or
/// return as its result: the GType the signal is declared with, and the way into and out of
/// a `GValue` of that type.
///
/// - `Bool`, `Int` (`gint64`), `Int32`, `UInt32`, `Int64`, `UInt64`, `Double`, `Float`,
///   `String`, `[String]` (`GStrv`), ``Variant``, a generated enumeration or flags type.
/// - Any ``Object``: a generated class (`Widget`) or a type declared in Swift, declared
///   with its GType (the registered one of an `ObjectSubclass`); the receiver gets the
///   wrapper `Object.wrapper(retaining:)` finds, so the same Swift instance that was sent.
/// - `Optional` of an object, a `String` or a `Variant`: NULL is nil. A non-optional object
///   or variant reads NULL as nil here, which the signal's reader reports as a misuse.
///
/// A type that is none of these does not compile as a signal's argument.
public protocol SignalValue {
    /// The GType a signal declares for a value of this type.
    nonisolated static var signalValueType: GType { get }
    /// The value `gValue` holds (of `signalValueType`); nil when it holds none (NULL for a
    /// non-optional object) or another type.
    nonisolated static func signalValue(from gValue: UnsafePointer<GValue>) -> Self?
    /// Stores this value in `gValue`, already initialized to `signalValueType`.
    nonisolated func storeSignalValue(in gValue: UnsafeMutablePointer<GValue>)
}

extension SignalValue where Self: GValueConvertible {
    public static func signalValue(from gValue: UnsafePointer<GValue>) -> Self? { Self(gValue: gValue) }
    public func storeSignalValue(in gValue: UnsafeMutablePointer<GValue>) { store(in: gValue) }
}

extension Bool: SignalValue {
    public static var signalValueType: GType { FundamentalType.boolean }
}

/// An `Int` is declared as a `gint64`, which holds every `Int` on the platforms GTK runs on.
extension Int: SignalValue {
    public static var signalValueType: GType { FundamentalType.int64 }
}

extension Int32: SignalValue {
    public static var signalValueType: GType { FundamentalType.int }
}

extension UInt32: SignalValue {
    public static var signalValueType: GType { FundamentalType.uint }
}

extension Int64: SignalValue {
    public static var signalValueType: GType { FundamentalType.int64 }
}

extension UInt64: SignalValue {
    public static var signalValueType: GType { FundamentalType.uint64 }
}

extension Double: SignalValue {
    public static var signalValueType: GType { FundamentalType.double }
}

extension Float: SignalValue {
    public static var signalValueType: GType { FundamentalType.float }
}

extension String: SignalValue {
    public static var signalValueType: GType { FundamentalType.string }
}

extension Array: SignalValue where Element == String {
    public static var signalValueType: GType { g_strv_get_type() }
}

extension Variant: SignalValue {
    public static var signalValueType: GType { FundamentalType.variant }
}

extension GLibEnum {
    public static var signalValueType: GType { gType }
}

extension GLibFlags {
    public static var signalValueType: GType { gType }
}

extension Object: SignalValue {
    /// The class's GType (``Object/gType``): for a type declared in Swift, its registered
    /// GType.
    nonisolated public class var signalValueType: GType { gType }

    /// The wrapper of the object `gValue` holds, nil for NULL or an object of another class.
    /// Main thread (wrappers are main-actor state), where signals of GTK objects run.
    nonisolated public static func signalValue(from gValue: UnsafePointer<GValue>) -> Self? {
        Self.optional(gValue: gValue)
    }

    nonisolated public func storeSignalValue(in gValue: UnsafeMutablePointer<GValue>) { store(in: gValue) }
}

/// NULL is nil: an optional object, string or variant.
extension Optional: SignalValue where Wrapped: SignalValue & OptionalGValue {
    public static var signalValueType: GType { Wrapped.signalValueType }

    public static func signalValue(from gValue: UnsafePointer<GValue>) -> Self? {
        guard Wrapped.accepts(cgtk_value_type(gValue)) else { return nil }
        return .some(Wrapped.optional(gValue: gValue))
    }

    public func storeSignalValue(in gValue: UnsafeMutablePointer<GValue>) {
        if let self { self.store(in: gValue) } else { Wrapped.storeNone(in: gValue) }
    }
}
