import CGtk

extension FileEnumerator {
    /// Up to `count` more entries of the directory, without blocking the main context; an
    /// empty array when the enumeration is done.
    ///
    /// GTK's `g_file_enumerator_next_files_async` and `g_file_enumerator_next_files_finish`
    /// (the generator does not map its `GList` result): completes on the main context;
    /// cancelling the task cancels the call.
    /// - Throws: the `GLibError` GLib reports; `CancellationError` when the task was cancelled.
    public func nextFiles(count: Int, ioPriority: Int = 0) async throws -> [FileInfo] {
        try await asyncCall { cancellable, callback, data in
            g_file_enumerator_next_files_async(
                cPointer(), cInteger(count, "num_files", of: "g_file_enumerator_next_files_async"),
                cInteger(ioPriority, "io_priority", of: "g_file_enumerator_next_files_async"),
                cancellable, callback, data)
        } finish: { [self] result throws(GLibError) in
            let list = try GLibError.check { error in g_file_enumerator_next_files_finish(cPointer(), result, error) }
            defer { g_list_free(list) }  // the infos' references are the wrappers' now
            var infos: [FileInfo] = []
            var node = list
            while let current = node {
                if let info = FileInfo.wrap(full: current.pointee.data) { infos.append(info) }
                node = current.pointee.next
            }
            return infos
        }
    }

    /// Every remaining entry of the directory, read `batch` at a time with `nextFiles(count:)`,
    /// then closes the enumerator.
    public func allFiles(batch: Int = 64) async throws -> [FileInfo] {
        var infos: [FileInfo] = []
        while true {
            let next = try await nextFiles(count: batch)
            if next.isEmpty { break }
            infos += next
        }
        try await close()
        return infos
    }
}
