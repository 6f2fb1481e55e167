/// Why the generator refused to write its output.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
    /// A generated type would take a name users already see; `config` is the config file
    /// where a rename goes.
    case nameClash(gir: TypeName, swiftName: String, existing: String, config: String)
    /// Two members of one type would get the same Swift name.
    case duplicateMember(type: String, swiftName: String, members: [String])
    /// A member would take the name of a member every such type already has.
    case reservedMember(type: String, swiftName: String)
    /// The type has no `glib:get-type`: GLib does not register it, so no GValue holds it.
    case noGType(type: String)
    /// A member's value does not fit the Swift raw type.
    case valueOutOfRange(type: String, member: String, value: Int64)
    /// Two written files would have the same name, which one Swift module cannot compile.
    case sameFileName(String, String)

    public var description: String {
        switch self {
        case .nameClash(let gir, let swiftName, let existing, let config):
            "\(gir) would be generated as \(swiftName), which \(existing) already declares; add a rename to \(config) (renames)"
        case .duplicateMember(let type, let swiftName, let members):
            "members \(members.joined(separator: " and ")) of \(type) would both be named \(swiftName)"
        case .reservedMember(let type, let swiftName):
            "a member of \(type) would be named \(swiftName), which the type already has for another purpose"
        case .noGType(let type):
            "\(type) has no glib:get-type, so it cannot be read from or written to a GValue"
        case .valueOutOfRange(let type, let member, let value):
            "member \(member) of \(type) has value \(value), which does not fit the Swift raw type"
        case .sameFileName(let path, let other):
            "\(path) and \(other) would have the same file name, which one Swift module cannot compile; change output.linesPerFile or rename a type"
        }
    }
}
