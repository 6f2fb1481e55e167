// This package's own test tooling: `package`, not part of the kit users see.

import Foundation
import Synchronization

/// The temporary folders the test kit makes (compiled schemas, translation catalogs), removed
/// as the process exits. Not earlier: GLib reads a schema folder or a catalog whenever it
/// likes for as long as the process runs, and the paths are handed to callers. Left to the
/// system, every `make test` left about a hundred folders in /tmp.
package enum TemporaryFolder {
    /// The folders made, and the process that made them: a child forked without exec inherits
    /// the exit handler, and must not remove its parent's folders.
    private static let made = Mutex<(owner: pid_t, paths: [String])>((getpid(), []))

    /// Makes a new empty folder `<prefix>-<UUID>` in the temporary directory.
    package static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let isFirst = made.withLock { made in
            made.paths.append(folder.path)
            return made.paths.count == 1
        }
        if isFirst {
            atexit { TemporaryFolder.removeAll() }
        }
        return folder
    }

    private static func removeAll() {
        let paths = made.withLock { made in made.owner == getpid() ? made.paths : [] }
        for path in paths {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
