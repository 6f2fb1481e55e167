import CGtk
import Glibc
import Synchronization

/// The temporary folders the scenarios make (the compiled settings schema, the files to
/// load), removed as the process exits: not earlier, since GLib reads a schema folder
/// whenever it likes while the process runs. Left to the system, each benchmark run left a
/// pair of them in /tmp per benchmark process.
enum TemporaryFolder {
    /// The folders made, and the process that made them (a child forked without exec
    /// inherits the exit handler and must not remove its parent's folders).
    private static let made = Mutex<(owner: pid_t, paths: [String])>((getpid(), []))

    /// Makes a new empty folder `<prefix>-XXXXXX` in the temporary directory; stops the
    /// program when it cannot.
    static func make(_ prefix: String) -> String {
        var error: UnsafeMutablePointer<GError>?
        guard let made = g_dir_make_tmp("\(prefix)-XXXXXX", &error) else {
            fatalError("CombineGTK benchmarks: cannot make a temporary folder: \(String(cString: error!.pointee.message))")
        }
        let folder = String(cString: made)
        g_free(made)
        let isFirst = Self.made.withLock { made in
            made.paths.append(folder)
            return made.paths.count == 1
        }
        if isFirst { atexit { TemporaryFolder.removeAll() } }
        return folder
    }

    /// Removes each folder and the files in it (the scenarios write no subfolders).
    private static func removeAll() {
        let paths = made.withLock { made in made.owner == getpid() ? made.paths : [] }
        for folder in paths {
            if let directory = g_dir_open(folder, 0, nil) {
                while let name = g_dir_read_name(directory) {
                    unlink(folder + "/" + String(cString: name))
                }
                g_dir_close(directory)
            }
            rmdir(folder)
        }
    }
}
