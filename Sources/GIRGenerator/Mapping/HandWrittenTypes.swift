import Foundation

/// The top-level public types declared in hand-written Swift sources, for name clash checks.
public struct HandWrittenTypes: Sendable {
    /// Type name → the file declaring it.
    public let declarations: [String: String]

    public init(declarations: [String: String]) {
        self.declarations = declarations
    }

    /// Reads every `.swift` file below `directories`, leaving out folders named `excluded`
    /// (the generated output).
    public init(directories: [String], excluding excluded: String = "Generated") throws {
        var declarations: [String: String] = [:]
        for directory in directories {
            for path in try Self.swiftFiles(below: directory, excluding: excluded) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                for name in Self.publicTypeNames(in: text) where declarations[name] == nil {
                    declarations[name] = path
                }
            }
        }
        self.declarations = declarations
    }

    /// The names in `public`/`open` declarations of classes, structs, enums, protocols,
    /// type aliases and actors that start a line (nested types are indented).
    static func publicTypeNames(in source: String) -> [String] {
        let pattern = #/^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)/#
        return source.split(separator: "\n").compactMap { line in
            (try? pattern.prefixMatch(in: line)).map { String($0.output.1) }
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
