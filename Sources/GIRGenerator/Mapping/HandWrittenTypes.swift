import Foundation

/// What hand-written Swift sources declare, for clash checks: their top-level public types
/// (a generated type must not take one of those names), and the members they add to each
/// type, in its body or in extensions (a generated member of that name is left out: the
/// hand-written one wins).
public struct HandWrittenTypes: Sendable {
    /// Type name → the file declaring it (`public class X`, not `extension X`).
    public let declarations: [String: String]
    /// Type name → the members hand-written sources declare on it (private ones left out:
    /// they cannot clash). Members of `extension CombineCompatible` count as `Object`'s.
    public let members: [String: Set<MemberName>]

    public init(declarations: [String: String], members: [String: Set<MemberName>] = [:]) {
        self.declarations = declarations
        self.members = members
    }

    /// Reads every `.swift` file below `directories`, leaving out folders named `excluded`
    /// (the generated output).
    public init(directories: [String], excluding excluded: String = "Generated") throws {
        var declarations: [String: String] = [:]
        var members: [String: Set<MemberName>] = [:]
        for directory in directories {
            for path in try Self.swiftFiles(below: directory, excluding: excluded) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                for name in Self.publicTypeNames(in: text) where declarations[name] == nil {
                    declarations[name] = path
                }
                for (type, names) in Self.memberNames(in: text) {
                    members[type, default: []].formUnion(names)
                }
            }
        }
        self.declarations = declarations
        self.members = members
    }

    /// The names in `public`/`open` declarations of classes, structs, enums, protocols,
    /// type aliases and actors that start a line (nested types are indented; `extension X`
    /// declares no type).
    static func publicTypeNames(in source: String) -> [String] {
        let pattern = #/^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)/#
        return source.split(separator: "\n").compactMap { line in
            (try? pattern.prefixMatch(in: line)).map { String($0.output.1) }
        }
    }

    /// The members declared one level inside each top-level type or extension (four spaces
    /// in), by type name. Private and fileprivate members are left out (`private(set)` ones
    /// are not private).
    static func memberNames(in source: String) -> [String: Set<MemberName>] {
        let typeLine = #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|final)\s+)*(?:class|struct|enum|protocol|actor|extension)\s+(\w+)/#
        let memberLine = #/^    (?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|open|internal|package|private|fileprivate|static|class|final|override|nonisolated|convenience|required|mutating|lazy|weak|unowned|dynamic)(?:\([a-z]+\))?\s+)*)(var|let|func|init|subscript|struct|class|enum|typealias)\b\s*(`?\w*`?)/#
        var result: [String: Set<MemberName>] = [:]
        var current: String?
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if let match = try? typeLine.prefixMatch(in: line) {
                let name = String(match.output.1)
                current = name == "CombineCompatible" ? "Object" : name
                continue
            }
            if line.hasPrefix("}") { current = nil }
            guard let type = current, let match = try? memberLine.prefixMatch(in: line) else { continue }
            let modifiers = match.output.1.split(separator: " ").map(String.init)
            if modifiers.contains("private") || modifiers.contains("fileprivate") { continue }
            let keyword = String(match.output.2)
            let name = String(match.output.3).replacing("`", with: "")
            switch keyword {
            case "func", "init", "subscript":
                let base = keyword == "func" ? name : keyword
                let text = lines[index...].prefix(20).joined(separator: "\n")
                result[type, default: []].insert(MemberName(base, labels: argumentLabels(in: text, after: line.range(of: keyword)!.upperBound)))
            default:
                if !name.isEmpty { result[type, default: []].insert(MemberName(name)) }
            }
        }
        return result
    }

    /// The argument labels of the parameter list that starts after `start` in `text` (generic
    /// parameters skipped): the first word of each parameter.
    static func argumentLabels(in text: String, after start: String.Index) -> [String] {
        var depth = 0
        var angle = 0
        var parameters: [String] = []
        var currentParameter = ""
        var started = false
        var previous: Character = " "
        for character in text[start...] {
            defer { previous = character }
            if !started {
                if character == "<" { angle += 1 } else if character == ">" { angle -= 1 }
                if character == "(" && angle == 0 { started = true; depth = 1 }
                continue
            }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if depth == 0 { break }
            if character == "," && depth == 1 {
                parameters.append(currentParameter)
                currentParameter = ""
            } else {
                currentParameter.append(character)
            }
        }
        if !currentParameter.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(currentParameter) }
        return parameters.compactMap { parameter in
            let head = parameter.split(separator: ":").first.map(String.init) ?? ""
            return head.split(whereSeparator: \.isWhitespace).first.map { String($0).replacing("`", with: "") }
        }
    }

    private static func swiftFiles(below directory: String, excluding excluded: String) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for entry in try manager.contentsOfDirectory(atPath: directory).sorted() where entry != excluded {
            let path = "\(directory)/\(entry)"
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try swiftFiles(below: path, excluding: excluded)
            } else if entry.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }
}
