/// A Swift type a GIR type maps to, with what the emitters need to convert it.
public struct SwiftType: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case void
        case bool
        /// A fixed-width integer or `Int`/`UInt`.
        case integer
        case floatingPoint
        /// A UTF-8 string (`utf8`).
        case string
        /// A NULL-terminated array of UTF-8 strings (`GStrv`).
        case stringArray
        /// A generated enumeration (`GEnum`).
        case enumeration
        /// A generated `OptionSet` (`GFlags`).
        case flags
    }

    /// The spelling in Swift source, without `?` (`"Int32"`, `"Align"`).
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

    /// The spelling with `?` when optional.
    public var description: String { isOptional ? "\(name)?" : name }
}
