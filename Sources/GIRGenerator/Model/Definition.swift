/// What a type name in a namespace stands for.
public enum Definition: Hashable, Sendable {
    case `class`(Class)
    case interface(Interface)
    case record(Record)
    case enumeration(Enumeration)
    case alias(Alias)
    case callback(Callable)

    public var name: String {
        switch self {
        case .class(let type): type.name
        case .interface(let type): type.name
        case .record(let type): type.name
        case .enumeration(let type): type.name
        case .alias(let type): type.name
        case .callback(let type): type.name
        }
    }
}
