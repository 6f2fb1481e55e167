import CGtk

/// Where the running program is: what an uninstalled build or an installed app finds its own
/// files next to (translations, compiled resources, compiled schemas).
enum RunningProgram {
    /// The program's path (`/proc/self/exe`, which the kernel gives with links resolved), nil
    /// where there is no such link.
    static var path: String? {
        guard let link = g_file_read_link("/proc/self/exe", nil) else { return nil }
        defer { g_free(link) }
        return String(cString: link)
    }

    /// The folder holding the program, nil where its path is unknown.
    static var folder: String? { path.map(dirname) }

    /// `path` without its last component ("/" for a file at the root, "." for a bare name).
    static func dirname(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
