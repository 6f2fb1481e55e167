/// The result of mapping a GIR type: a Swift type, or why there is none (yet).
public enum TypeMapping: Hashable, Sendable, CustomStringConvertible {
    case mapped(SwiftType)
    case unmapped(because: String)

    public var swiftType: SwiftType? {
        if case .mapped(let type) = self { return type }
        return nil
    }

    public var description: String {
        switch self {
        case .mapped(let type): type.description
        case .unmapped(let reason): "unmapped, because \(reason)"
        }
    }
}
