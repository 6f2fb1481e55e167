import Foundation

/// Puts generated files in place: writes those whose contents changed (so unchanged files
/// keep their dates and do not rebuild), and removes `.swift` and `.md` files the run no
/// longer produces, with any folder left empty.
public enum OutputWriter {
    public struct Summary: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged = 0
        public var removed: [String] = []
    }

    /// Makes `directory` hold exactly `files` (as far as `.swift` and `.md` files go).
    @discardableResult
    public static func write(_ files: [GeneratedFile], to directory: String) throws -> Summary {
        let manager = FileManager.default
        var summary = Summary()
        let wanted = Set(files.map(\.path))
        for path in try existingGeneratedFiles(in: directory) where !wanted.contains(path) {
            try manager.removeItem(atPath: "\(directory)/\(path)")
            summary.removed.append(path)
        }
        for file in files {
            let path = "\(directory)/\(file.path)"
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data {
                summary.unchanged += 1
                continue
            }
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
            summary.written.append(file.path)
        }
        try removeEmptyFolders(in: directory)
        return summary
    }

    /// The `.swift` and `.md` files below `directory`, as paths relative to it, sorted.
    static func existingGeneratedFiles(in directory: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }.sorted()
    }

    private static func removeEmptyFolders(in directory: String) throws {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries {
            let path = "\(directory)/\(entry)"
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            try removeEmptyFolders(in: path)
            if try manager.contentsOfDirectory(atPath: path).isEmpty {
                try manager.removeItem(atPath: path)
            }
        }
    }
}
