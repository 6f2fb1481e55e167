/// A Swift type a GIR type maps to, with what the emitters need to convert it.
public struct SwiftType: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case void
        case bool
        /// `Int` (every C integer, checked on the way into C), or `UInt32`/`UInt64` where
        /// the width is the meaning.
        case integer
        /// A `gunichar`, as `Unicode.Scalar`.
        case unicodeScalar
        case floatingPoint
        /// A UTF-8 string (`utf8`).
        case string
        /// A NULL-terminated array of UTF-8 strings (`GStrv`).
        case stringArray
        /// Bytes with their length in another parameter (`guint8 *contents, gsize length`),
        /// as `[UInt8]`.
        case byteArray
        /// A Swift closure for a C callback (`CallbackPlan`), its type spelled in `name`.
        case closure
        /// A generated enumeration (`GEnum`).
        case enumeration
        /// A generated `OptionSet` (`GFlags`).
        case flags
        /// A wrapper class (`Widget`): generated, or written by hand (`Application`).
        case object
        /// A generated protocol for a GObject interface (`Editable`), used as `any Editable`.
        case interface
        /// A hand-written Swift value over a GLib boxed C type (`Variant`, `VariantType`): it
        /// offers `init(adopting:)` and `init(retaining:)` for results by their transfer, a
        /// `withCPointer(_:_:)` overload that lends its C pointer to a call, and a
        /// `GValueConvertible` conformance for properties and signal arguments.
        case boxed
        /// A generated class wrapping a boxed record whose fields C keeps (`TreePath`).
        case boxedRecord
        /// A generated struct holding a record's C struct by value (`TextIter`).
        case structRecord
    }

    /// The spelling in Swift source, without `?` (`"Int"`, `"Align"`).
    public let name: String
    public let kind: Kind
    /// Whether the value may be absent (NULL): written `name?`.
    public let isOptional: Bool

    public init(_ name: String, kind: Kind, isOptional: Bool = false) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
    }

    public func optional(_ isOptional: Bool) -> SwiftType { SwiftType(name, kind: kind, isOptional: isOptional) }

    /// The spelling with `?` when optional; an interface as an existential (`(any Editable)?`).
    public var description: String {
        let base = kind == .interface ? "any \(name)" : name
        guard isOptional else { return base }
        return kind == .interface || kind == .closure ? "(\(base))?" : "\(base)?"
    }

    /// Whether a `GValue` of this type converts to and from Swift (`GValueConvertible`), so a
    /// property of it gets a publisher and a binder, and a signal argument of it is read.
    /// A `gunichar` travels in a `guint` GValue, which reads as a number; interfaces have
    /// none as existentials.
    public var hasGValueConversion: Bool {
        switch kind {
        case .bool, .floatingPoint, .string, .stringArray, .enumeration, .flags, .object, .boxed, .boxedRecord, .structRecord: true
        case .integer: ["Int", "UInt32", "UInt64"].contains(name)
        case .void, .interface, .unicodeScalar, .byteArray, .closure: false
        }
    }
}
